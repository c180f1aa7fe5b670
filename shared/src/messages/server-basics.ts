/**
 * The server's answers that the pages also word themselves (`networkMessages` in ./common.ts, the
 * login's expired session in ./auth.ts), in a module of their own: every page loads these three,
 * and `serverMessages` (./server.ts), with all the others, only where it is used.
 */
export const internalErrorMessage = 'Ocurrió un error inesperado, intente mas tarde.';
export const unavailableMessage = 'Servicio no disponible, intente mas tarde';
export const sessionExpiredMessage = 'Sesión expirada!';
