/**
 * Every user-facing string of the UI, in Spanish. Strings quoted by the product spec are kept
 * verbatim (accents, missing accents and punctuation included); the rest follow their tone.
 */
export const uiMessages = {
  brand: 'Lavado',
  version: (version: string) => `Versión ${version}`,

  common: {
    ok: 'OK',
    cancel: 'Cancelar',
    close: 'Cerrar',
    save: 'Guardar',
    modify: 'Modificar',
    back: 'Volver',
    loading: 'Cargando...',
    retry: 'Reintentar',
    error: 'Error',
    errorTitle: 'Error!',
    missingFields: 'Faltan Campos!',
    missingFieldsWarning: 'Faltan Campos',
  },

  network: {
    unavailable: 'Servicio no disponible, intente mas tarde',
    unavailableEllipsis: 'Servicio no disponible, intente mas tarde...',
    unavailableLong: 'El servicio no se encuentra disponible, favor intente mas tarde.',
    unexpected: 'Ocurrió un error inesperado, intente mas tarde.',
  },

  session: {
    expiredTitle: 'Sesión expirada!',
    expiredMessage: 'Las sesiones inactivas por más de 60 minutos se cierran automáticamente.',
  },

  landing: {
    title: 'PROXIMAMENTE...',
    subtitle: 'Aquí nacerá algo grande',
  },

  login: {
    title: 'Iniciar sesión',
    productDescription: 'Sistema de gestión para pequeñas y medianas empresas',
    identification: 'Identificacion',
    password: 'Contraseña',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    submit: 'Ingresar',
    forgotPassword: '¿Olvidó su contraseña?',
    missingIdentification: 'Ingrese Identificacion!',
    missingPassword: 'Ingrese Contraseña!',
    welcome: (name: string) => `Bienvenido ${name}`,
    failedTitle: 'Error!',
  },

  recovery: {
    title: 'Recuperar contraseña',
    identification: 'Identificacion',
    submit: 'Recuperar',
    back: 'Volver',
    missingIdentification: 'Ingrese Identificacion!',
    mailSentTitle: 'Correo Enviado!',
  },

  reset: {
    title: 'Restablecer contraseña',
    missingToken: 'No existe token para recuperar contraseña!',
  },

  password: {
    minLengthHint: 'Debe tener mas de 6 caracteres.',
    minLengthHintAccented: 'Debe tener más de 6 caracteres.',
    mismatch: 'Las contraseñas no coinciden.',
    changedTitle: 'Contraseña cambiada!',
  },

  layout: {
    toggleMenu: 'Abrir o cerrar menú',
    topBar: {
      help: 'Ayuda',
      employees: 'Empleados',
      profile: 'Perfil',
      support: 'Soporte',
      administration: 'Administracion',
      logout: 'Cerrar sesión',
    },
    sideMenu: {
      home: 'Inicio',
      adminGroup: 'Admin',
      logs: 'Logs',
      users: 'Usuarios',
      organizations: 'Organizaciones',
      tickets: 'Tickets',
      services: 'Servicios',
      washGroup: 'Lavados',
      newRecord: 'Nuevo registro',
      records: 'Registros',
      board: 'Tablero',
      clients: 'Clientes',
    },
    maintenance: {
      title: 'Sitio en Mantenimiento Programado!',
      logout: 'Cerrar Sesion',
    },
    onboarding: {
      close: 'Cerrar',
    },
  },

  dashboard: {
    title: 'Inicio',
    serviceType: 'Lavados',
    serviceState: 'Activo',
    team: {
      title: 'Personas en tu equipo',
      employees: 'Empleados',
      admins: 'Admin.',
      total: 'Total',
    },
    clients: {
      title: 'Clientes',
      new: 'N° Nuevos',
      total: 'N° Total',
    },
    services: {
      title: 'Total Servicios',
      empty: 'No hay servicios registrados aún para mostrar en el gráfico.',
    },
  },

  records: {
    title: 'Historico de registros',
    empty: (filter: string) => `No existen registros para ${filter}`,
  },

  file: {
    title: 'Ficha',
  },

  clients: {
    title: 'Registro de Clientes',
    rutPlaceholder: 'Solo numeros',
    companyType: 'Empresa',
    privateType: 'Particular',
    mustSelectVehicle: 'Debes seleccionar un vehículo',
    ownerLookupFailed: 'No se puede obtener el nombre del propietario, ingrese manualmente!',
    filterLabel: 'Buscar cliente',
    filterPlaceholder: 'Nombre o Rut',
    clearFilter: 'Limpiar',
    newClient: 'Nuevo cliente',
    newService: 'Nuevo servicio',
    newVehicle: 'Nuevo vehículo',
    columns: {
      name: 'Nombre',
      type: 'Tipo',
      rut: 'Rut',
      vehicles: 'Vehículos',
      lastService: 'Último servicio',
      actions: 'Acciones',
    },
    empty: 'No existen clientes registrados.',
    noMatches: (filter: string) => `No existen clientes para ${filter}`,
    loadFailed: 'No se pudo cargar la lista de clientes.',
    form: {
      name: 'Nombre',
      type: 'Tipo',
      rut: 'Rut',
      contactName: 'Nombre de contacto',
      address: 'Dirección',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      submit: 'Registrar',
    },
    vehicleChoice: 'Seleccione el vehículo',
    createService: 'Crear',
  },

  vehicles: {
    alreadyOwned: 'Vehiculo ya esta registradio a un cliente',
    registeredWithoutClient: 'Vehiculo registrado sin cliente',
    notFoundTitle: 'Sin Registro',
    platePlaceholders: ['ABCD01', 'AB0123'],
    plate: 'Patente',
    search: 'Buscar',
    type: 'Tipo Vehiculo',
    brand: 'Marca',
    model: 'Modelo',
    color: 'Color',
    submit: 'Registrar',
  },

  newService: {
    title: 'Nuevo Servicio',
    serviceCreatedTitle: 'Servicio Creado!',
    contactSupport: 'Contacte a soporte de la plataforma',
    missing: {
      plate: 'Ingrese Patente...',
      owner: 'Ingrese Propietario...',
      driver: 'Ingrese Conductor...',
      vehicleType: 'Seleccione tipo de Vehiculo...',
      brand: 'Ingrese Marca...',
      model: 'Ingrese Modelo...',
      color: 'Ingrese Color...',
      deliveryDate: 'Ingrese Fecha de Entrega...',
      deliveryTime: 'Ingrese Hora de Entrega...',
      service: 'Seleccione Tipo de Servicio...',
    },
    fields: {
      plate: 'Patente',
      owner: 'Propietario',
      driver: 'Conductor',
      vehicleType: 'Tipo Vehiculo',
      brand: 'Marca',
      model: 'Modelo',
      color: 'Color',
      deliveryDate: 'Fecha Entrega',
      deliveryTime: 'Hora Entrega',
      service: 'Tipo de Servicio',
      observations: 'Observaciones',
    },
    datePlaceholder: 'dd/mm/aaaa',
    searchPlate: 'Buscar',
    remainingCharacters: (remaining: number) => `Caracteres restantes: ${remaining}`,
    clear: 'Limpiar',
    create: 'Crear',
  },

  board: {
    title: 'Tablero',
    empty: 'No existen registros por hoy',
    start: 'Iniciar',
    checklist: 'CheckList',
    pause: 'Pausar',
    finish: 'Finalizar',
    processedTitle: 'Procesado!',
    finishedTitle: 'Finalizado!',
  },

  ticketStatus: {
    1: 'Pendiente',
    2: 'En Curso',
    3: 'Pausado',
    4: 'Finalizado',
  },

  recordDetail: {
    title: (plate: string) => `Registro: ${plate}`,
    fields: {
      owner: 'Propietario',
      vehicleType: 'Tipo Vehiculo',
      brand: 'Marca',
      model: 'Modelo',
      color: 'Color',
      entryDate: 'Fecha Ingreso',
      deliveryDate: 'Fecha Entrega',
      deliveryTime: 'Hora Entrega',
      responsible: 'Responsable',
    },
    generateQr: 'Generar QR',
    downloadQr: 'Descargar QR',
    print: 'Imprimir',
    qrFileName: 'codigo-qr.png',
    qrFailed: 'Error: No se pudo generar el código QR.',
  },

  publicCode: {
    title: 'Detalle del servicio',
    demoNotice: 'Informacion demo: La informacion de este codigo es solo conceptual!',
    observations: 'Observaciones',
    sampleServices: ['Lavado Motor', 'Lavado Exterior', 'Lavado Tapiz', 'Encerado Carroceria'],
    sampleStates: ['Realizado', 'C/Obs.'],
  },

  employees: {
    title: 'Empleados',
    enabled: 'Activado',
    disabled: 'Desactivado',
    phonePrefix: '+56',
  },

  profile: {
    title: 'Perfil',
    registered: 'Registrado',
    country: 'Chile',
    fields: {
      firstName: 'Nombre',
      lastName: 'Apellido',
      email: 'Correo electrónico',
      phone: 'Teléfono',
    },
    updatedTitle: 'Actualizacion!',
  },

  support: {
    title: 'Soporte',
    myTickets: 'Mis Tickets',
    resolutionRequired: 'Debes ingresar una resolución',
  },

  bookings: {
    title: 'Administracion y gestion de Reservaciones!',
    unavailable: 'Servicio no disponible',
  },

  admin: {
    logs: {
      title: 'Logs',
      empty: 'No existen logs disponibles.',
    },
    users: {
      title: 'Usuarios',
    },
    organizations: {
      title: 'Organizaciones',
      newOrganization: 'Nueva empresa',
      columns: {
        name: 'Nombre',
        identification: 'RUT',
        domain: 'Dominio',
        state: 'Estado',
        type: 'Tipo',
        actions: 'Acciones',
      },
      enabled: 'Activa',
      disabled: 'Inactiva',
      mainType: 'Principal',
      childType: 'Hija',
      empty: 'No existen organizaciones registradas.',
      loadFailed: 'No se pudo cargar la lista de organizaciones.',
      form: {
        name: 'Nombre',
        identification: 'RUT',
        identificationPlaceholder: 'xx.xxx.xxx-x',
        domain: 'Dominio',
        domainPlaceholder: 'empresa.cl',
        type: 'Tipo',
        parent: 'Organización principal',
        parentRequired: 'Seleccione la organización principal.',
        submit: 'Crear',
      },
      block: 'Bloquear',
      unblock: 'Desbloquear',
      delete: 'Eliminar',
      confirmBlock: (name: string) => `¿Desea bloquear la empresa ${name}?`,
      confirmUnblock: (name: string) => `¿Desea desbloquear la empresa ${name}?`,
      confirmDelete: (name: string) => `¿Desea eliminar la empresa ${name}? Esta acción no se puede deshacer.`,
      blockTitle: 'Bloqueo!',
      deleteTitle: 'Eliminación!',
      createdTitle: 'Creado!',
    },
    services: {
      title: 'Servicios',
    },
    tickets: {
      title: 'Tickets',
    },
    config: {
      title: 'Configuración',
      savedTitle: 'Guardadas!',
    },
  },

  codes: {
    title: 'Código QR',
  },

  validation: {
    invalidEmail: 'El correo ingresado no es válido.',
    invalidPhone: 'El telefono ingresado no es válido debe tener 9 dígitos.',
  },

  exports: {
    failed: 'Ocurrió un problema al generar el archivo. Favor contacte a soporte.',
    doneTitle: '¡Descarga completa!',
    doneMessage: 'El archivo Excel fue generado correctamente.',
  },

  success: {
    registered: 'Registrado',
    done: '¡Éxito!',
    created: 'Creado!',
    userCreated: 'Usuario creado exitosamente!',
    blocked: 'Bloqueo!',
    deleted: 'Eliminación!',
    userDeleted: 'El usuario se ha eliminado',
    saved: 'Guardada!',
  },

  serviceTypes: {
    BA: 'Basico',
    FL: 'Full',
    EM: 'E. Minero',
  },

  vehicleTypes: {
    HAT: 'Hatchback',
    SED: 'Sedán',
    SOU: 'Coupé',
    CIC: 'Citycar',
    SWA: 'Station Wagon',
    CAS: 'Cabina Simple',
    CAD: 'Doble Cabina',
    SUV: 'SUV',
    OTH: 'Otro',
  },

  vehicleTypeGroups: {
    car: 'Automóvil',
    pickup: 'Camioneta',
    other: 'Otros',
  },

  supportTypes: {
    IF: 'Información Incorrecta',
    IC: 'Información No Carga',
    EX: 'Problema al Exportar',
    MN: 'Módulo No Carga',
    OT: 'Otro',
  },

  supportStates: {
    0: 'Creado',
    1: 'En progreso',
    2: 'Cerrado',
  },

  roles: {
    SA: 'Super Administrador',
    AD: 'Administrador',
    EM: 'Empleado',
    SU: 'Supervisor',
    US: 'Usuario',
  },

  modules: {
    carWash: 'CarWash',
    agenda: 'Agenda',
    inventory: 'Inventory',
  },

  userStates: {
    1: 'Activo',
    0: 'Inactivo',
  },

  genders: {
    M: 'Masculino',
    F: 'Femenino',
  },
} as const;
