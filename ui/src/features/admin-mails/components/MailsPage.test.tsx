import { screen, waitFor, within } from '@testing-library/react';
import type { MailRecord } from '@lavado/shared/mail/mail.schemas';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../testing/fakeApi';
import { renderApp, signInAs } from '../../../testing/renderApp';

const invitation: MailRecord = {
  id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
  to: 'ana@losandes.cl',
  subject: 'Bienvenido a Lavado',
  text: 'Hola Ana, cree su contraseña con el enlace.',
  createdAt: '2025-06-02T14:15:00.000Z',
  sentAt: null,
  linkState: 'pending',
};
const recovery: MailRecord = {
  ...invitation,
  id: '6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c',
  subject: 'Recuperar contraseña',
  sentAt: '2025-06-02T14:16:00.000Z',
  linkState: 'used',
};
const notice: MailRecord = { ...invitation, id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d', subject: 'Aviso', linkState: null };

function rowOf(subject: string): HTMLElement {
  const row = screen.getByRole('cell', { name: subject }).closest('tr');
  if (!row) throw new Error(`no row for ${subject}`);
  return row;
}

describe('mails (SA)', () => {
  it('lists each mail with its recipient, subject, date, sent or pending, and the state of its link, never the link', async () => {
    fakeApi({ 'admin/getMails': () => ok([invitation, recovery, notice]) });
    signInAs('SA');
    renderApp('/admin/mails');

    await screen.findByRole('cell', { name: 'Bienvenido a Lavado' });
    const pending = rowOf('Bienvenido a Lavado');
    expect(within(pending).getByText('ana@losandes.cl')).toBeInTheDocument();
    expect(within(pending).getByText('2/6/25 10:15')).toBeInTheDocument();
    expect(within(pending).getAllByText('Pendiente')).toHaveLength(2);
    expect(within(pending).queryByRole('link')).not.toBeInTheDocument();

    const sent = rowOf('Recuperar contraseña');
    expect(within(sent).getByText('Enviado')).toBeInTheDocument();
    expect(within(sent).getByText('Usado')).toBeInTheDocument();
    expect(within(rowOf('Aviso')).queryByRole('button', { name: 'Enviar enlace nuevo' })).not.toBeInTheDocument();
  });

  it("says 'Vencido' for a link past its lifetime", async () => {
    const expired: MailRecord = {
      ...invitation,
      id: '8b9c0d1e-2f3a-4b4c-9d5e-6f7a8b9c0d1e',
      subject: 'Invitación vencida',
      linkState: 'expired',
    };
    fakeApi({ 'admin/getMails': () => ok([expired]) });
    signInAs('SA');
    renderApp('/admin/mails');
    await screen.findByRole('cell', { name: 'Invitación vencida' });
    expect(within(rowOf('Invitación vencida')).getByText('Vencido')).toBeInTheDocument();
  });

  it("sends a fresh link and, without an SMTP server, says 'Enlace generado' (never 'Correo Enviado!') with the link, Copiar enlace and Enviar por WhatsApp", async () => {
    const api = fakeApi({
      'admin/getMails': () => ok([invitation]),
      'admin/resendMail': () =>
        ok({
          status: true,
          msg: 'Se generó un enlace nuevo; el anterior ya no sirve.',
          link: 'http://localhost:3000/reset?token=fresh123',
        }),
    });
    signInAs('SA');
    const { user } = renderApp('/admin/mails');
    await screen.findByRole('cell', { name: 'Bienvenido a Lavado' });

    await user.click(within(rowOf('Bienvenido a Lavado')).getByRole('button', { name: 'Enviar enlace nuevo' }));

    const dialog = await screen.findByRole('dialog', { name: 'Enlace generado' });
    expect(screen.queryByRole('dialog', { name: 'Correo Enviado!' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Se generó un enlace nuevo; el anterior ya no sirve.')).toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: /Abrir enlace/ });
    expect(link).toHaveAttribute('href', 'http://localhost:3000/reset?token=fresh123');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog).getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument();
    const whatsApp = within(dialog).getByRole('link', { name: 'Enviar por WhatsApp' });
    expect(whatsApp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent('¡Hola! Cree su contraseña de Lavado con este enlace: http://localhost:3000/reset?token=fresh123')}`,
    );
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(api.callsTo('admin/resendMail')[0]?.body).toEqual({ id: invitation.id });
    await waitFor(() => expect(api.callsTo('admin/getMails')).toHaveLength(2));
  });

  it("says 'Correo Enviado!' when the fresh link left by mail, and shows no link", async () => {
    fakeApi({
      'admin/getMails': () => ok([invitation]),
      'admin/resendMail': () => ok({ status: true, msg: 'Se envió un enlace nuevo; el anterior ya no sirve.', link: null }),
    });
    signInAs('SA');
    const { user } = renderApp('/admin/mails');
    await screen.findByRole('cell', { name: 'Bienvenido a Lavado' });

    await user.click(within(rowOf('Bienvenido a Lavado')).getByRole('button', { name: 'Enviar enlace nuevo' }));

    const dialog = await screen.findByRole('dialog', { name: 'Correo Enviado!' });
    expect(within(dialog).getByText('Se envió un enlace nuevo; el anterior ya no sirve.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Copiar enlace' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Enviar por WhatsApp' })).not.toBeInTheDocument();
  });

  it("says 'No existen correos.' for an empty outbox, and Actualizar asks again", async () => {
    const api = fakeApi({ 'admin/getMails': () => ok([]) });
    signInAs('SA');
    const { user } = renderApp('/admin/mails');

    expect(await screen.findByText('No existen correos.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(api.callsTo('admin/getMails')).toHaveLength(2));
  });

  it('is in the SA side menu as Correos', async () => {
    fakeApi({ 'admin/getMails': () => ok([]) });
    signInAs('SA');
    const { user, currentPath } = renderApp('/admin/services');

    await user.click(await screen.findByRole('link', { name: 'Correos' }));

    await waitFor(() => expect(currentPath()).toBe('/admin/mails'));
  });
});
