/** The SA's log filters and links, beyond the log's own words in `adminMessages.logs` (./admin.ts). */
export const adminLogsMessages = {
  filters: {
    type: 'Tipo',
    anyType: 'Todos',
    organization: 'Organización',
    anyOrganization: 'Todas',
    from: 'Desde',
    to: 'Hasta',
    datePlaceholder: 'dd/mm/aaaa',
  },
  openRecord: 'Ver registro',
} as const;
