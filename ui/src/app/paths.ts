/** Every route of the app (spec section 2). Build links to `:id` routes with `generatePath`. */
export const paths = {
  landing: '/',
  login: '/login',
  recovery: '/recovery',
  reset: '/reset',
  publicCode: '/code/:id',
  home: {
    root: '/home',
    file: '/home/file',
    records: '/home/records',
    newRecord: '/home/new-record',
    clients: '/home/clients',
    booking: '/home/booking',
    employees: '/home/employees',
    profile: '/home/profile',
    support: '/home/support',
    board: '/home/board',
    codes: '/home/codes/:id',
  },
  admin: {
    root: '/admin',
    users: '/admin/users',
    organizations: '/admin/organizations',
    services: '/admin/services',
    tickets: '/admin/tickets',
    config: '/admin/config',
  },
} as const;
