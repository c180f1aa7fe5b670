/** Spanish messages of the account calls (recovery, reset, password change, users, profile). */
export const accountMessages = {
  recoveryRequested: 'Si la cuenta existe, enviamos un correo con las instrucciones.',
  invalidLink: 'El enlace no es válido o expiró, solicite uno nuevo.',
  wrongCurrentPassword: 'La contraseña actual es incorrecta.',
  currentPasswordForEmail: 'Ingrese su contraseña actual para cambiar el correo o el RUT.',
  passwordChanged: 'Contraseña cambiada!',
  userCreated: 'Usuario creado exitosamente!',
  userEnabled: 'Usuario desbloqueado.',
  userDisabled: 'Usuario bloqueado.',
  userDeleted: 'El usuario se ha eliminado',
  cannotChangeOwnState: 'No puede bloquear ni eliminar su propio usuario.',
  organizationNotFound: 'La organización indicada no existe.',
  emailTaken: 'El correo ya está registrado.',
  identificationTaken: 'La identificación ya está registrada.',
  /** The same whichever value another organization's account holds (docs/security.md). */
  employeeNotCreated: 'No se pudo crear el empleado con esos datos. Verifique el correo y el RUT.',
  profileUpdated: 'Datos actualizados.',
} as const;
