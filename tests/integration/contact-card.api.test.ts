import { randomUUID } from 'node:crypto';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactCard } from '@lavado/shared/organizations/contact-card';
import type { PublicTicket } from '@lavado/shared/wash/public-ticket';
import { ADMIN, startTestApp, type TestApp } from '../support/test-app';
import { newServiceData } from '../support/wash-fixtures';

/**
 * The car wash's own contact card (issue 20): an AD sets it, members read it, the customer's page
 * shows it; the logo is checked on its bytes. Who may, whose, and what bad input does.
 */
let t: TestApp;
let sa: string;
let organizationA: string;
let organizationB: string;
type User = Awaited<ReturnType<TestApp['createUser']>>;
let adA: User;
let emA: User;
let adB: User;

beforeAll(async () => {
  t = await startTestApp();
  sa = await t.login(ADMIN.identification, ADMIN.password);
  organizationA = (await t.createOrganization(sa, { name: 'Lavado Registrado SpA' })).id;
  organizationB = (await t.createOrganization(sa, { name: 'Lavado Vecino' })).id;
  adA = await t.createUser('AD', organizationA);
  emA = await t.createUser('EM', organizationA);
  adB = await t.createUser('AD', organizationB);
});
afterAll(() => t.close());

const card = {
  publicName: 'Lavado Los Andes',
  phone: 223456789,
  whatsapp: 987654321,
  address: 'Av. Los Andes 1234, Santiago',
  openingHours: 'Lun a Vie 9:00–19:00\nSáb 9:00–14:00',
};

function png(width: number, height: number): string {
  const image = new PNG({ width, height });
  image.data.fill(0x40);
  return PNG.sync.write(image).toString('base64');
}
/** A PNG whose header claims `width` × `height`: an image bomb's few bytes. */
function pngClaiming(width: number, height: number): string {
  const bytes = Buffer.from(png(1, 1), 'base64');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes.toString('base64');
}

const getCard = (token: string) => t.call<ContactCard>('organization/getContactCard', {}, token);
const setCard = (body: unknown, token: string | undefined) =>
  t.call<{ msg: string; contactCard: ContactCard }>('organization/setContactCard', body, token);
const setLogo = (logo: unknown, token: string | undefined, extra: Record<string, unknown> = {}) =>
  t.call<{ msg: string; contactCard: ContactCard }>('organization/setLogo', { logo, ...extra }, token);
const publicTicket = async (id: string) => (await t.call<PublicTicket>('code/getPublicTicket', { id })).body;

/** The events of the organization's stream: what a refusal must leave as it was. */
async function organizationEvents(organizationId: string): Promise<number> {
  const { rows } = await t.pool.query<{ count: number }>('select count(*)::int as count from events where stream_id = $1', [
    `organization-${organizationId}`,
  ]);
  return rows[0]!.count;
}

describe('organization/setContactCard', () => {
  it("shows the card on the customer's page once set; before, the registered name and the first AD's phone", async () => {
    const { id } = (await t.call<{ id: string }>('wash/createWashTicket', { data: newServiceData() }, adA.token)).body;
    expect((await publicTicket(id)).business).toEqual({
      name: 'Lavado Registrado SpA',
      phone: 912345678,
      whatsapp: null,
      address: '',
      openingHours: '',
      logo: null,
    });
    expect((await getCard(emA.token)).body.card).toEqual({ publicName: null, phone: null, whatsapp: null, address: '', openingHours: '' });

    const saved = await setCard({ card: { ...card, openingHours: '  Lun a Vie 9:00–19:00 \n\n Sáb 9:00–14:00 ' } }, adA.token);
    expect([saved.status, saved.body.msg]).toEqual([200, 'Datos del negocio guardados.']);
    const business = {
      name: 'Lavado Los Andes',
      phone: 223456789,
      whatsapp: 987654321,
      address: card.address,
      openingHours: card.openingHours,
      logo: null,
    };
    expect(saved.body.contactCard).toEqual({ card, business });
    expect((await publicTicket(id)).business).toEqual(business);
    // Every member reads it (the WhatsApp notices are signed with its name).
    expect((await getCard(emA.token)).body).toEqual({ card, business });

    // The same card again changes nothing; the business's phone left empty falls back to the AD's.
    const before = await organizationEvents(organizationA);
    expect((await setCard({ card }, adA.token)).status).toBe(200);
    expect(await organizationEvents(organizationA)).toBe(before);
    await setCard({ organizationId: organizationA, card: { ...card, phone: null, whatsapp: null, address: '' } }, adA.token);
    expect((await publicTicket(id)).business).toMatchObject({ phone: 912345678, whatsapp: null, address: '' });
    await setCard({ card }, adA.token);
  });

  it('lets only an AD change it, and only their own organization: another one is refused and untouched', async () => {
    const before = await organizationEvents(organizationA);
    for (const [token, status] of [
      [emA.token, 403],
      [sa, 403],
      [undefined, 401],
    ] as const) {
      const answer = await setCard({ card }, token);
      expect(answer.status).toBe(status);
      expect(String(answer.body.msg)).toMatch(/[áéíóúñ¿]|[A-Z][a-z]+ [a-z]+/);
    }
    // A's AD naming B, and B's AD naming A: refused before anything is looked up.
    expect((await setCard({ organizationId: organizationB, card: { ...card, publicName: 'Intruso' } }, adA.token)).status).toBe(403);
    expect((await setLogo(png(4, 4), adB.token, { organizationId: organizationA })).status).toBe(403);
    expect((await setCard({ organizationId: randomUUID(), card }, adA.token)).status).toBe(403);
    expect(await organizationEvents(organizationA)).toBe(before);
    expect((await getCard(adB.token)).body.business.name).toBe('Lavado Vecino');
    expect((await t.call('organization/getContactCard', { organizationId: organizationA }, adB.token)).status).toBe(403);
  });

  it.each([
    ['an empty name', { publicName: '  ' }, 'Ingrese el nombre del negocio.'],
    ['a phone of 8 digits', { phone: 12345678 }, 'El telefono ingresado no es válido debe tener 9 dígitos.'],
    ['a WhatsApp number as text', { whatsapp: 'no' }, 'El telefono ingresado no es válido debe tener 9 dígitos.'],
    ['an address on two lines', { address: 'Calle 1\nDepto 2' }, 'La dirección debe ocupar una sola línea.'],
    ['8 lines of hours', { openingHours: Array.from({ length: 8 }, (_, day) => `Día ${day}`).join('\n') }, 'Máximo 7 líneas'],
    ['a NUL character', { address: 'Calle\u00001' }, undefined],
    ['a lone surrogate', { publicName: 'Lavado \ud800' }, undefined],
    ['an extra field', { role: 'SA' }, undefined],
  ])('refuses %s in Spanish and changes nothing', async (_case, change, message) => {
    const before = await t.countEvents();
    const answer = await setCard({ card: { ...card, ...change } }, adA.token);
    expect(answer.status).toBe(400);
    if (message) expect(String(answer.body.msg)).toContain(message);
    expect(String(answer.body.msg)).not.toMatch(/\b(Invalid|expected|received|Required)\b/);
    expect(await t.countEvents()).toBe(before);
  });

  it('refuses JSON nested past any body, in Spanish', async () => {
    const deep = '{"card":' + '['.repeat(20_000) + ']'.repeat(20_000) + '}';
    const answer = await setCard(deep, adA.token);
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('La solicitud tiene demasiados niveles anidados.');
    expect((await getCard(emA.token)).body.card.publicName).toBe('Lavado Los Andes');
  });
});

describe('organization/setLogo', () => {
  it("keeps a logo read from its bytes (a PNG here; logo-image.test.ts reads JPEG and WebP) and shows it on the customer's page; null removes it", async () => {
    const { id } = (await t.call<{ id: string }>('wash/createWashTicket', { data: newServiceData() }, adA.token)).body;
    const logo = png(120, 40);
    const saved = await setLogo(logo, adA.token);
    expect([saved.status, saved.body.msg]).toEqual([200, 'Logo guardado.']);
    const shown = { src: `data:image/png;base64,${logo}`, width: 120, height: 40 };
    expect(saved.body.contactCard.business.logo).toEqual(shown);
    expect((await publicTicket(id)).business.logo).toEqual(shown);
    expect((await getCard(emA.token)).body.business.logo).toEqual(shown);

    const before = await t.countEvents();
    expect((await setLogo(logo, adA.token)).status).toBe(200);
    expect(await t.countEvents()).toBe(before);

    const removed = await setLogo(null, adA.token);
    expect([removed.status, removed.body.msg, removed.body.contactCard.business.logo]).toEqual([200, 'Logo quitado.', null]);
    expect((await publicTicket(id)).business.logo).toBeNull();
    // The rest of the card stays as it was.
    expect((await publicTicket(id)).business.name).toBe('Lavado Los Andes');
  });

  it.each([
    [
      'an SVG (script inside) sent as an image',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64'),
      400,
      'El logo debe ser una imagen PNG, JPEG o WebP.',
    ],
    ['HTML', Buffer.from('<html><body>hola</body></html>').toString('base64'), 400, 'El logo debe ser una imagen PNG, JPEG o WebP.'],
    ['text that is not base64', 'esto no es una imagen', 400, 'El logo debe ser una imagen PNG, JPEG o WebP.'],
    [
      'an image bomb: a PNG declaring 50,000 × 50,000 pixels in a few bytes',
      pngClaiming(50_000, 50_000),
      400,
      'El logo no puede medir más de 1024 × 1024 píxeles.',
    ],
    ['a PNG of 1100 × 10 pixels', png(1100, 10), 400, 'El logo no puede medir más de 1024 × 1024 píxeles.'],
    ['150 KB', Buffer.alloc(150 * 1024, 7).toString('base64'), 400, 'El logo no puede pesar más de 100 KB.'],
    ['a cut PNG', Buffer.from(png(4, 4), 'base64').subarray(0, 20).toString('base64'), 400, 'La imagen del logo está dañada o incompleta.'],
    ['a number', 42, 400, undefined],
    ['a list', [png(2, 2)], 400, undefined],
    ['a NUL character', 'iVBORw0K\u0000GgoAAAANSUhEUg', 400, undefined],
    ['a lone surrogate', 'iVBORw0K\ud800', 400, undefined],
    ['300 KB, past the body limit', 'A'.repeat(300 * 1024), 413, undefined],
  ])('refuses %s in Spanish and changes nothing', async (_case, logo, status, message) => {
    const before = await t.countEvents();
    const answer = await setLogo(logo, adA.token);
    expect(answer.status).toBe(status);
    if (message) expect(answer.body.msg).toBe(message);
    expect(String(answer.body.msg)).toMatch(/[a-záéíóúñ]{3,} [a-záéíóúñ]{2,}/);
    expect(String(answer.body.msg)).not.toMatch(/\b(Invalid|expected|received|Required)\b/);
    expect(await t.countEvents()).toBe(before);
  });

  it('lets only an AD change it', async () => {
    expect((await setLogo(png(4, 4), emA.token)).status).toBe(403);
    expect((await setLogo(png(4, 4), undefined)).status).toBe(401);
    expect((await setLogo(png(4, 4), sa)).status).toBe(403);
  });
});
