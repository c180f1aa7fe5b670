import { describe, expect, it } from 'vitest';
import { commandRoute } from './failure-recorder';

describe('commandRoute', () => {
  it('names the route of a call that changes something', () => {
    expect(commandRoute('POST', '/api/support/createTicket')).toBe('support/createTicket');
    expect(commandRoute('POST', '/api/admin/setSupportTicketsStatus')).toBe('admin/setSupportTicketsStatus');
  });

  it('leaves out reads, GETs and unknown routes', () => {
    expect(commandRoute('POST', '/api/support/getUserTickets')).toBeNull();
    expect(commandRoute('POST', '/api/admin/getLogs')).toBeNull();
    expect(commandRoute('GET', '/api/health')).toBeNull();
    expect(commandRoute('POST', undefined)).toBeNull();
  });
});
