import { screen, waitFor, within } from '@testing-library/react';
import type { ContactCard } from '@lavado/shared/organizations/contact-card';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT_CARD, fakeApi, ok, refused } from '../../../testing/fakeApi';
import { layoutHandlers } from '../../../testing/layoutApi';
import { renderApp, signInAs } from '../../../testing/renderApp';

/** A 1 × 1 PNG's first bytes: its signature and IHDR chunk, which is all the check reads. */
const PNG_HEADER = [137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0];
const pngBase64 = btoa(String.fromCharCode(...PNG_HEADER));

const saved: ContactCard = {
  card: {
    publicName: 'Lavado Los Andes',
    phone: 223456789,
    whatsapp: 987654321,
    address: 'Av. Los Andes 1234',
    openingHours: 'Lun a Vie 9:00–19:00',
  },
  business: {
    name: 'Lavado Los Andes',
    phone: 223456789,
    whatsapp: 987654321,
    address: 'Av. Los Andes 1234',
    openingHours: 'Lun a Vie 9:00–19:00',
    logo: null,
  },
};

async function openBusinessPage(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    ...layoutHandlers,
    'organization/getCheckInPolicy': () => ok({ services: ['FL', 'EM'], retentionDays: 30 }),
    'organization/getClientRetention': () => ok({ months: 24 }),
    ...handlers,
  });
  signInAs('AD');
  const app = renderApp('/home/business');
  await screen.findByRole('heading', { name: 'Datos del negocio' });
  return { api, ...app };
}

describe('Datos del negocio', () => {
  it("fills the form with the registered name until the AD gives another, and saves the card the server's schema accepts", async () => {
    let card = DEFAULT_CONTACT_CARD;
    const { api, user } = await openBusinessPage({
      'organization/getContactCard': () => ok(card),
      'organization/setContactCard': () => {
        card = saved;
        return ok({ status: true, msg: 'Datos del negocio guardados.', contactCard: saved });
      },
    });
    const name = await screen.findByLabelText(/Nombre del negocio/);
    expect(name).toHaveValue('Lavado Los Andes');
    expect(screen.getByLabelText(/^Teléfono/)).toHaveValue('');

    await user.type(screen.getByLabelText(/^Teléfono/), '12345');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El telefono ingresado no es válido debe tener 9 dígitos.')).toBeInTheDocument();
    expect(api.callsTo('organization/setContactCard')).toEqual([]);

    await user.clear(screen.getByLabelText(/^Teléfono/));
    await user.type(screen.getByLabelText(/^Teléfono/), '223456789');
    await user.type(screen.getByLabelText(/^WhatsApp/), '987654321');
    await user.type(screen.getByLabelText(/^Dirección/), 'Av. Los Andes 1234');
    await user.type(screen.getByLabelText(/^Horario de atención/), 'Lun a Vie 9:00–19:00');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Datos del negocio guardados.')).toBeInTheDocument();
    expect(api.callsTo('organization/setContactCard').map((call) => call.body)).toEqual([
      { organizationId: expect.any(String), card: saved.card },
    ]);
    const preview = screen.getByRole('region', { name: 'Así lo ven sus clientes' });
    await waitFor(() => expect(preview).toHaveTextContent('WhatsApp: +56 987654321'));
    expect(within(preview).getByRole('link', { name: 'Ver en el mapa' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Av.%20Los%20Andes%201234',
    );
  });

  it('uploads a logo read from its bytes, and refuses a file that only claims to be an image without sending it', async () => {
    let card = saved;
    const { api, user } = await openBusinessPage({
      'organization/getContactCard': () => ok(card),
      'organization/setLogo': (body) => {
        const logo = (body as { logo: string | null }).logo;
        card = {
          ...saved,
          business: { ...saved.business, logo: logo ? { src: `data:image/png;base64,${logo}`, width: 1, height: 1 } : null },
        };
        return ok({ status: true, msg: logo ? 'Logo guardado.' : 'Logo quitado.', contactCard: card });
      },
    });
    const logoPanel = await screen.findByRole('region', { name: 'Logo' });
    expect(within(logoPanel).getByText('Sin logo')).toBeInTheDocument();
    const input = () => {
      const found = logoPanel.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input');
      return found;
    };

    // An SVG named and typed as a PNG: its bytes say otherwise.
    await user.upload(input(), new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.png', { type: 'image/png' }));
    expect(await within(logoPanel).findByRole('alert')).toHaveTextContent('El logo debe ser una imagen PNG, JPEG o WebP.');
    expect(api.callsTo('organization/setLogo')).toEqual([]);

    await user.upload(input(), new File([new Uint8Array(PNG_HEADER)], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('Logo guardado.')).toBeInTheDocument();
    expect(api.callsTo('organization/setLogo').map((call) => call.body)).toEqual([{ organizationId: expect.any(String), logo: pngBase64 }]);
    expect(await within(logoPanel).findByRole('img', { name: 'Logo actual' })).toHaveAttribute('src', `data:image/png;base64,${pngBase64}`);
    expect(within(logoPanel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a logo", async () => {
    const { user } = await openBusinessPage({
      'organization/getContactCard': () => ok(saved),
      'organization/setLogo': () => refused(400, 'El logo no puede medir más de 1024 × 1024 píxeles.'),
    });
    const logoPanel = await screen.findByRole('region', { name: 'Logo' });
    const input = logoPanel.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([new Uint8Array(PNG_HEADER)], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('El logo no puede medir más de 1024 × 1024 píxeles.')).toBeInTheDocument();
  });

  it('lets the AD choose which services offer the photo check-in and how many days the photos are kept, checked as the server checks them', async () => {
    let policy = { services: ['FL', 'EM'], retentionDays: 30 };
    const { api, user } = await openBusinessPage({
      'organization/getContactCard': () => ok(saved),
      'organization/getCheckInPolicy': () => ok(policy),
      'organization/setCheckInPolicy': (body) => {
        policy = (body as { policy: typeof policy }).policy;
        return ok({ status: true, msg: 'Fotos de ingreso guardadas.' });
      },
    });
    const panel = await screen.findByRole('region', { name: 'Fotos de ingreso' });
    expect(within(panel).getByRole('checkbox', { name: 'Full' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'E. Minero' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Basico' })).not.toBeChecked();
    const days = within(panel).getByLabelText(/Días que se conservan las fotos/);
    expect(days).toHaveValue('30');

    await user.clear(days);
    await user.type(days, '0');
    await user.click(within(panel).getByRole('button', { name: 'Guardar fotos de ingreso' }));
    expect(await within(panel).findByText('Entre 1 y 3650 días.')).toBeInTheDocument();
    expect(api.callsTo('organization/setCheckInPolicy')).toEqual([]);

    await user.click(within(panel).getByRole('checkbox', { name: 'E. Minero' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Basico' }));
    await user.clear(days);
    await user.type(days, '45');
    await user.click(within(panel).getByRole('button', { name: 'Guardar fotos de ingreso' }));
    expect(await screen.findByText('Fotos de ingreso guardadas.')).toBeInTheDocument();
    expect(api.callsTo('organization/setCheckInPolicy').map((call) => call.body)).toEqual([
      { organizationId: expect.any(String), policy: { services: ['FL', 'BA'], retentionDays: 45 } },
    ]);
  });

  it('shows how many months inactive clients are kept, refuses a value out of range without sending it, and saves a valid one', async () => {
    let months = 24;
    const { api, user } = await openBusinessPage({
      'organization/getClientRetention': () => ok({ months }),
      'organization/setClientRetention': (body) => {
        months = (body as { months: number }).months;
        return ok({ status: true, msg: 'Plazo de conservación guardado.', months });
      },
    });
    const panel = within(await screen.findByRole('region', { name: 'Conservación de clientes' }));
    const field = panel.getByLabelText('Meses que se conservan los clientes inactivos');
    expect(field).toHaveValue('24');

    await user.clear(field);
    await user.type(field, '3');
    await user.click(panel.getByRole('button', { name: 'Guardar plazo de conservación' }));
    expect(await panel.findByText('Entre 6 y 120 meses.')).toBeInTheDocument();
    expect(api.callsTo('organization/setClientRetention')).toEqual([]);

    await user.clear(field);
    await user.type(field, '36');
    await user.click(panel.getByRole('button', { name: 'Guardar plazo de conservación' }));
    expect(await screen.findByText('Plazo de conservación guardado.')).toBeInTheDocument();
    expect(api.callsTo('organization/setClientRetention').map((call) => call.body)).toEqual([
      { organizationId: expect.any(String), months: 36 },
    ]);
    await waitFor(() => expect(api.callsTo('organization/getClientRetention').length).toBeGreaterThan(1));
    expect(field).toHaveValue('36');
  });
});
