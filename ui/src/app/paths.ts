/** Every route of the app (docs/specification.md#routes). Build links to `:id` routes with `generatePath`. */
export const paths = {
  landing: '/',
  login: '/login',
  recovery: '/recovery',
  reset: '/reset',
  publicCode: '/code/:id',
  /** A wall-screen link: the organization's board on a TV, without a personal login. */
  wallScreenLink: '/pantalla/:token',
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
    /** The washer's photo check-in of a ticket, with the customer's signature. */
    checkIn: '/home/check-in/:id',
    prices: '/home/prices',
    /** Prepaid packs and the loyalty rule (the AD's). */
    packs: '/home/packs',
    unpaid: '/home/unpaid',
    cash: '/home/cash',
    commissions: '/home/commissions',
    reports: '/home/reports',
    /** The car wash's contact card for its customers (the AD's). */
    business: '/home/business',
    /** The accountability log of the AD's organization: reads, exports and erasures of people's data. */
    dataAccess: '/home/data-access',
  },
  /** Receipts printed on an 80 mm roll, outside the app's frame (opened in a window of their own). */
  print: {
    payment: '/print/payment/:ticketId/:paymentId',
    close: '/print/close/:day',
    /** Everything held about a client, on A4 pages the browser saves as PDF (docs/privacy.md). */
    clientData: '/print/client-data/:clientId',
  },
  admin: {
    root: '/admin',
    users: '/admin/users',
    organizations: '/admin/organizations',
    services: '/admin/services',
    tickets: '/admin/tickets',
    config: '/admin/config',
    mails: '/admin/mails',
    /** The accountability log of every organization (the SA's). */
    dataAccess: '/admin/data-access',
  },
} as const;

/** `/home/profile?agregar-rut`: the profile opened for editing, to add the RUT one was created without. */
export const ADD_RUT_PARAM = 'agregar-rut';
