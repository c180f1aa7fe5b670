/** Today's board, its lanes and timers, past boards and the wall screen (conventions in ./common.ts). */
export const boardMessages = {
  title: 'Tablero',
  empty: 'No existen registros por hoy',
  start: 'Iniciar',
  checklist: 'CheckList',
  pause: 'Pausar',
  finish: 'Finalizar',
  processedTitle: 'Procesado!',
  finishedTitle: 'Finalizado!',
  confirmFinishTitle: 'Finalizar servicio',
  confirmFinish: (plate: string) => `¿Desea finalizar el servicio de ${plate}?`,
  entry: 'Ingreso',
  delivery: 'Entrega',
  overdue: 'Atrasado',
  responsible: 'Responsable',
  loadFailed: 'No se pudo cargar el tablero.',
  wallScreen: {
    open: 'Pantalla completa',
    exit: 'Salir de pantalla completa',
  },
  pastBoard: {
    open: 'Ver tablero en una fecha',
    title: 'Tablero en una fecha',
    moment: 'Fecha y hora',
    organization: 'Organización',
    pickOrganization: 'Seleccione una organización.',
    show: 'Ver',
    heading: (moment: string) => `Tablero al ${moment}`,
    empty: 'No existían registros en ese momento.',
  },
  /** Pausar asks why, presets first (pauseReasonMessages in ./tickets.ts names them). */
  pauseReason: {
    title: (plate: string) => `Pausar ${plate}: ¿por qué?`,
    other: 'Motivo',
    otherPlaceholder: 'Escriba el motivo',
    confirm: 'Pausar',
    cancel: 'Cancelar',
  },
  /** The reason on a paused card. */
  pausedBecause: (reason: string) => `Motivo: ${reason}`,
} as const;

/** The board's lanes, timers, button hints and the wall screen's link (issue 10). */
export const boardLaneMessages = {
  lanes: {
    pending: 'Pendiente',
    inProgress: 'En Curso',
    paused: 'Pausado',
    finished: 'Listo / Finalizado hoy',
  },
  emptyLane: 'Sin servicios',
  /** Below a lane's cards when it has more than the board shows (BOARD_LANE_LIMIT). */
  more: (count: number) => (count === 1 ? 'Y 1 servicio más' : `Y ${count.toLocaleString('es-CL')} servicios más`),
  /** Under a wall screen's lane that shows its cards page by page. */
  page: (page: number, pages: number) => `Página ${page} de ${pages}`,
  inState: (duration: string) => `${duration} en este estado`,
  dueIn: (duration: string) => `Entrega en ${duration}`,
  lateBy: (duration: string) => `${duration} de atraso`,
  finishedAt: (time: string) => `Finalizado a las ${time}`,
  timerTones: { normal: 'A tiempo', amber: 'Demorado', red: 'Muy demorado' },
  needsIdentification: 'Necesita identificación',
  /** What 'Necesita identificación' opens: where to add the RUT, or whom to ask for it. */
  identificationHelp: {
    title: 'Necesita identificación',
    why: 'Para iniciar servicios en el tablero, su cuenta necesita su RUT.',
    adminAction: 'Agréguelo en su perfil.',
    askAdmins: (names: string) => `Pídale a ${names} que lo agregue en Empleados, o agréguelo usted en su perfil.`,
    askAnAdmin: 'Pídale a un administrador de su lavado que lo agregue en Empleados, o agréguelo usted en su perfil.',
    goToProfile: 'Agregar mi RUT',
  },
  onlyResponsible: 'Solo el responsable',
  wallLink: {
    section: 'Pantalla',
    hint: 'Un enlace de solo lectura para un televisor: muestra el tablero sin iniciar sesión.',
    create: 'Crear enlace de pantalla',
    created: 'Enlace de pantalla creado',
    showOnce: 'Copie el enlace ahora: no se volverá a mostrar.',
    copy: 'Copiar enlace',
    copied: 'Copiado',
    revoke: 'Revocar',
    confirmRevokeTitle: 'Revocar enlace de pantalla',
    confirmRevoke: 'La pantalla que use este enlace dejará de mostrar el tablero.',
    revoked: 'Enlace revocado',
    active: (date: string) => `Enlace activo desde ${date}`,
    none: 'No hay enlaces de pantalla activos.',
    invalid: 'Este enlace de pantalla no es válido o fue revocado.',
  },
} as const;

/** The bay on a phone: taps kept while offline, the connection state, "Mis servicios" first (issue 19). */
export const bayMessages = {
  pending: 'Pendiente de enviar',
  pendingCount: (count: number) => (count === 1 ? '1 toque pendiente de enviar' : `${count} toques pendientes de enviar`),
  queuedTitle: 'Sin conexión',
  queued: 'Guardado en este teléfono: se enviará al volver la conexión.',
  taps: { start: 'Iniciar', pause: 'Pausar', finish: 'Finalizar', notify: 'Avisar' },
  tapAt: (tap: string, time: string) => `${tap} (${time})`,
  refusedTitle: 'No se pudo registrar',
  refused: (tap: string, plate: string, time: string, reason: string) => `${tap} de ${plate} a las ${time}: ${reason}`,
  dismiss: 'Entendido',
  mine: 'Mis servicios',
  others: 'Resto del tablero',
  noneMine: 'No tiene servicios en curso.',
  laneTabs: 'Carriles',
  checklistSoon: 'CheckList aún no está disponible.',
  notLive: 'Sin conexión: el tablero puede no estar al día.',
} as const;
