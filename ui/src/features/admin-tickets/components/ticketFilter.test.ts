import { describe, expect, it } from 'vitest';
import { noTicketFilter, toTicketsQuery } from './ticketFilter';

describe('toTicketsQuery', () => {
  it('asks for every ticket without filters', () => {
    expect(toTicketsQuery(noTicketFilter)).toEqual({});
    expect(toTicketsQuery({ ...noTicketFilter, name: '   ' })).toEqual({});
  });

  it('sends each chosen filter, state 0 (Creado) included', () => {
    expect(toTicketsQuery({ name: ' Andes ', type: 'S', date: '2025-06-01', state: 0 })).toEqual({
      name: 'Andes',
      type: 'S',
      date: '2025-06-01',
      state: 0,
    });
  });
});
