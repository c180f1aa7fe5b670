import { readdirSync } from 'node:fs';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjector } from '@lavado/projections/runner/rebuild';
import { checkInsProjector } from '@lavado/projections/projectors/check-ins';
import { createLogger } from '@lavado/shared/logger';
import { CHECK_IN_SIGNATURE_LINE, type ShownCheckIn } from '@lavado/shared/wash/check-in';
import type { PublicTicket } from '@lavado/shared/wash/public-ticket';
import type { TicketHistoryEntry } from '@lavado/shared/wash/ticket-history.schemas';
import { sweepCheckIns, ORPHAN_FILE_GRACE_MS } from '../../command-api/src/wash/check-in-retention';
import { ADMIN, randomRut, startTestApp, type TestApp } from '../support/test-app';
import { newServiceData } from '../support/wash-fixtures';

/** Photo check-in with the customer's signature (issue 20): `wash/recordCheckIn`, its images, claims and retention. */
let t: TestApp;
let photosDir: string;
let adA: Awaited<ReturnType<TestApp['createUser']>>;
let emA: Awaited<ReturnType<TestApp['createUser']>>;
let adB: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  photosDir = mkdtempSync(path.join(tmpdir(), 'check-in-test-'));
  t = await startTestApp({ photosDir });
  const sa = await t.login(ADMIN.identification, ADMIN.password);
  const orgA = await t.createOrganization(sa, { name: 'Lavado Fotos' });
  const orgB = await t.createOrganization(sa, { name: 'Lavado Ajeno' });
  adA = await t.createUser('AD', orgA.id);
  emA = await t.createUser('EM', orgA.id, 'user-password-1', { identification: randomRut() });
  adB = await t.createUser('AD', orgB.id);
});
afterAll(() => t.close());

const DAY_MS = 24 * 3600 * 1000;
const expectOk = <T>(answer: { status: number; body: T }) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

let shade = 0;
/** A small PNG of its own colour: every call a different file, unless `same` repeats one. */
function png(width = 16, height = 12, colour = (shade += 1)): string {
  const image = new PNG({ width, height });
  image.data.fill(colour % 256);
  return PNG.sync.write(image).toString('base64');
}
function pngClaiming(width: number, height: number): string {
  const bytes = Buffer.from(png(1, 1), 'base64');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes.toString('base64');
}
const storedFiles = () =>
  readdirSync(photosDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

const createTicket = async (token = adA.token) =>
  expectOk(await t.call<{ id: string }>('wash/createWashTicket', { data: newServiceData() }, token)).id;
const sides = () => ['front', 'back', 'left', 'right'].map((position) => ({ position, note: '', image: png() }));
const recordCheckIn = (id: string, token = emA.token, body: Record<string, unknown> = {}) =>
  t.call<{ status: boolean; msg: string }>('wash/recordCheckIn', { id, photos: sides(), signature: png(200, 80), ...body }, token);
const checkInOf = async (id: string, token = adA.token) =>
  expectOk(await t.call<{ checkIn: ShownCheckIn | null }>('wash/getCheckIn', { id }, token)).checkIn;
const image = (src: string) => t.app.inject({ method: 'GET', url: src });
const checkInRows = async (ticketId: string) =>
  (await t.pool.query<Record<string, unknown> & { photos: unknown[] }>('select * from check_ins where ticket_id = $1', [ticketId])).rows;
/** A check-in as the client's erasure left it (no rebuild): the rebuild test compares it with the rebuilt row. */
let erasedByTheClientsErasure: { id: string; row: Record<string, unknown> } | undefined;

describe('a photo check-in', () => {
  it('is stored once per content, shown on the record, the history and the customer page, each image under its ticket', async () => {
    const id = await createTicket();
    const same = png(20, 10, 7);
    const before = storedFiles().length;
    const photos = [
      { position: 'front', note: '', image: same },
      { position: 'back', note: '', image: same },
      { position: 'left', note: '', image: png() },
      { position: 'right', note: '', image: png() },
      { position: 'damage', note: 'Rayón en la puerta izquierda', image: png(30, 20) },
    ];
    expect(expectOk(await recordCheckIn(id, emA.token, { photos }))).toEqual({ status: true, msg: '¡Fotos de ingreso y firma guardadas!' });
    // Five photos and a signature, two of them the same bytes: five files.
    expect(storedFiles().length - before).toBe(5);

    const checkIn = await checkInOf(id);
    expect(checkIn).toMatchObject({ signatureLine: CHECK_IN_SIGNATURE_LINE, claimOpen: false });
    expect(checkIn?.photos.map((photo) => [photo.position, photo.note])).toEqual([
      ['front', ''],
      ['back', ''],
      ['left', ''],
      ['right', ''],
      ['damage', 'Rayón en la puerta izquierda'],
    ]);
    expect(Date.parse(checkIn!.deleteAfter!) - Date.parse(checkIn!.signedAt)).toBe(30 * DAY_MS);
    const served = await image(checkIn!.photos[4]!.src);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.toString('base64')).toBe(photos[4]!.image);
    expect((await image(checkIn!.signatureSrc)).statusCode).toBe(200);

    const page = expectOk(await t.call<PublicTicket>('code/getPublicTicket', { id }));
    expect(page.checkIn?.photos.map((photo) => photo.src)).toEqual(checkIn?.photos.map((photo) => photo.src));
    const history = expectOk(await t.call<TicketHistoryEntry[]>('wash/getTicketHistory', { id }, adA.token));
    expect(history.find((entry) => entry.label === 'Fotos de ingreso y firma del cliente')?.details).toBe(
      '4 lados · 1 daño: Rayón en la puerta izquierda',
    );

    expect(await recordCheckIn(id)).toMatchObject({ status: 409, body: { msg: 'Este servicio ya tiene sus fotos de ingreso.' } });
  });

  it("serves a file only under the ticket whose check-in names it; another ticket's id, an unknown hash or a malformed one find nothing", async () => {
    const [first, second] = [await createTicket(), await createTicket()];
    expectOk(await recordCheckIn(first));
    const src = (await checkInOf(first))!.photos[0]!.src;
    const hash = src.split('/').pop()!;
    expect((await image(src)).statusCode).toBe(200);
    expect((await image(`/api/code/${second}/photos/${hash}`)).statusCode).toBe(404);
    expect((await image(`/api/code/${first}/photos/${'0'.repeat(64)}`)).statusCode).toBe(404);
    const malformed = await image(`/api/code/${first}/photos/..%2F..%2Fdata-key`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ msg: expect.any(String) });
    expect((await image(`/api/code/not-a-ticket/photos/${hash}`)).statusCode).toBe(400);
  });

  it("refuses another organization's ticket as a missing one, storing nothing and appending nothing", async () => {
    const id = await createTicket();
    const [events, files] = [await t.countEvents(), storedFiles().length];
    expect(await recordCheckIn(id, adB.token)).toMatchObject({ status: 404, body: { msg: 'El servicio solicitado no existe.' } });
    expect(await t.call('wash/getCheckIn', { id }, adB.token)).toMatchObject({ status: 404 });
    expect(await t.call('wash/openClaim', { id, reason: 'Rayón nuevo' }, adB.token)).toMatchObject({ status: 404 });
    expect([await t.countEvents(), storedFiles().length]).toEqual([events, files]);
  });

  it('refuses a wrong type, a damaged file, an image bomb, an oversized body, a missing side and a NUL in a note, in Spanish, changing nothing', async () => {
    const id = await createTicket();
    const [events, files] = [await t.countEvents(), storedFiles().length];
    const withFront = (front: Record<string, unknown>) => ({ photos: [{ position: 'front', note: '', ...front }, ...sides().slice(1)] });
    const refusals: [Record<string, unknown>, number, string][] = [
      [
        withFront({ image: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64') }),
        400,
        'La foto debe ser una imagen JPEG, PNG o WebP.',
      ],
      [
        withFront({ image: Buffer.from('GIF89a\x01\x00\x01\x00').toString('base64') }),
        400,
        'La foto debe ser una imagen JPEG, PNG o WebP.',
      ],
      [withFront({ image: Buffer.from(png(), 'base64').subarray(0, 20).toString('base64') }), 400, 'La foto está dañada o incompleta.'],
      [withFront({ image: pngClaiming(100_000, 100_000) }), 400, 'La foto no puede medir más de 2048 píxeles por lado.'],
      [withFront({ image: 'A'.repeat(500_000) }), 400, 'Cada foto puede pesar hasta 300 KB.'],
      [{ signature: Buffer.from('%PDF-1.7').toString('base64') }, 400, 'La firma debe ser una imagen PNG, JPEG o WebP.'],
      [{ photos: sides().slice(0, 3) }, 400, 'Tome una foto de cada lado: frente, atrás, lado izquierdo y lado derecho.'],
      [{ photos: [...sides(), { position: 'damage', note: 'Abolladura\u0000', image: png() }] }, 400, ''],
      [{ photos: [...sides(), { position: 'roof', note: '', image: png() }] }, 400, ''],
      [{ photos: Array.from({ length: 30 }, () => ({ position: 'damage', note: 'x', image: 'A'.repeat(300_000) })) }, 413, ''],
    ];
    for (const [body, status, msg] of refusals) {
      const answer = await recordCheckIn(id, emA.token, body);
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(status);
      if (msg) expect(JSON.stringify(answer.body)).toContain(msg);
      else expect(answer.body.msg).toMatch(/[a-záéíóúñ]/i);
    }
    expect([await t.countEvents(), storedFiles().length]).toEqual([events, files]);
  });

  it("lets only the organization's AD open a claim or set the policy; any member records and reads", async () => {
    const id = await createTicket();
    expect(await t.call('wash/openClaim', { id, reason: 'Rayón nuevo' }, emA.token)).toMatchObject({ status: 403 });
    expect(await t.call('organization/setCheckInPolicy', { policy: { services: ['FL'], retentionDays: 10 } }, emA.token)).toMatchObject({
      status: 403,
    });
    expect(expectOk(await t.call('organization/getCheckInPolicy', {}, emA.token))).toEqual({ services: ['FL', 'EM'], retentionDays: 30 });
    expect(await t.call('organization/setCheckInPolicy', { policy: { services: ['FL'], retentionDays: 0 } }, adA.token)).toMatchObject({
      status: 400,
      body: { msg: expect.stringContaining('Entre 1 y 3650 días.') },
    });
    expectOk(await t.call('organization/setCheckInPolicy', { policy: { services: ['EM', 'BA'], retentionDays: 10 } }, adA.token));
    expect(expectOk(await t.call('organization/getCheckInPolicy', {}, emA.token))).toEqual({ services: ['BA', 'EM'], retentionDays: 10 });
    expect(expectOk(await t.call('organization/getCheckInPolicy', {}, adB.token))).toEqual({ services: ['FL', 'EM'], retentionDays: 30 });
    expectOk(await t.call('organization/setCheckInPolicy', { policy: { services: ['FL', 'EM'], retentionDays: 30 } }, adA.token));
  });
});

describe('the retention job', () => {
  it('deletes the files of a check-in past its days, keeps those a claim holds, and deletes stored files no check-in names', async () => {
    expectOk(await t.call('organization/setCheckInPolicy', { policy: { services: ['FL', 'EM'], retentionDays: 2 } }, adA.token));
    const [expiring, claimed] = [await createTicket(), await createTicket()];
    expectOk(await recordCheckIn(expiring));
    expectOk(await recordCheckIn(claimed));
    expectOk(await t.call('wash/openClaim', { id: claimed, reason: 'El cliente dice que el rayón es nuevo' }, adA.token));
    const expiringSrc = (await checkInOf(expiring))!.photos.map((photo) => photo.src);
    const claimedCheckIn = (await checkInOf(claimed))!;
    expect(claimedCheckIn).toMatchObject({ claimOpen: true, deleteAfter: null });

    // One day later nothing is due; and a file stored by a request that failed is spared while it may still be in flight.
    const orphan = await t.deps.photos.put(Buffer.from(png(), 'base64'));
    expect(await sweepCheckIns(t.deps, new Date(Date.now() + ORPHAN_FILE_GRACE_MS / 2))).toEqual({ checkInsDeleted: 0, filesDeleted: 0 });
    expect(await t.deps.photos.get(orphan)).not.toBeNull();

    const result = await sweepCheckIns(t.deps, new Date(Date.now() + 3 * DAY_MS));
    expect(result.checkInsDeleted).toBeGreaterThanOrEqual(1);
    expect(await t.deps.photos.get(orphan)).toBeNull();
    expect(await checkInOf(expiring)).toBeNull();
    for (const src of expiringSrc) expect((await image(src)).statusCode).toBe(404);
    for (const src of expiringSrc) expect(storedFiles()).not.toContain(src.split('/').pop());
    expect(await checkInOf(claimed)).toMatchObject({ claimOpen: true });
    for (const photo of claimedCheckIn.photos) expect((await image(photo.src)).statusCode).toBe(200);
    const history = expectOk(await t.call<TicketHistoryEntry[]>('wash/getTicketHistory', { id: expiring }, adA.token));
    expect(history.map((entry) => entry.label)).toContain('Fotos de ingreso eliminadas');

    expect(await sweepCheckIns(t.deps, new Date(Date.now() + 3 * DAY_MS))).toEqual({ checkInsDeleted: 0, filesDeleted: 0 });
    expectOk(await t.call('organization/setCheckInPolicy', { policy: { services: ['FL', 'EM'], retentionDays: 30 } }, adA.token));
  });

  it("deletes a client's check-in files once the AD erases the client, without a rebuild, and the read model is what a rebuild gives", async () => {
    const { client } = expectOk(
      await t.call<{ client: { id: string } }>(
        'client/createClient',
        { client: { name: 'Cliente Fotos', type: 'P', identification: randomRut() } },
        adA.token,
      ),
    );
    const id = expectOk(
      await t.call<{ id: string }>('wash/createWashTicket', { data: newServiceData({ clientId: client.id }) }, adA.token),
    ).id;
    expectOk(
      await recordCheckIn(id, emA.token, { photos: [...sides(), { position: 'damage', note: 'Rayón en la puerta', image: png() }] }),
    );
    const hashes = (await checkInOf(id))!.photos.map((photo) => photo.src.split('/').pop()!);
    expectOk(await t.call('client/eraseClient', { id: client.id, reason: 'request' }, adA.token));
    await sweepCheckIns(t.deps, new Date(Date.now() + 2 * ORPHAN_FILE_GRACE_MS));
    for (const hash of hashes) expect(await t.deps.photos.get(hash)).toBeNull();
    const erased = (await checkInRows(id))[0]!;
    expect(erased).toMatchObject({ signature_hash: '', signature_line: 'Dato eliminado' });
    expect(erased.photos).toEqual(expect.arrayContaining([expect.objectContaining({ hash: '', note: 'Dato eliminado' })]));
    // The next test rebuilds the read model from the log: this row must come out the same.
    erasedByTheClientsErasure = { id, row: erased };
  });

  it("deletes a check-in's files once its customer is erased and the read model is rebuilt: no live reference remains", async () => {
    const [id, kept] = [await createTicket(), await createTicket()];
    expectOk(await recordCheckIn(id));
    expectOk(await recordCheckIn(kept));
    const hashesOf = async (ticketId: string) => (await checkInOf(ticketId))!.photos.map((photo) => photo.src.split('/').pop()!);
    const [hashes, keptHashes] = [await hashesOf(id), await hashesOf(kept)];
    expect(await t.dataKeys.erase({ kind: 'ticket', id })).toBe(true);
    await t.stopProjectors();
    await rebuildProjector(checkInsProjector, { pool: t.pool, store: t.store, logger: createLogger('silent') });
    if (erasedByTheClientsErasure) expect(await checkInRows(erasedByTheClientsErasure.id)).toEqual([erasedByTheClientsErasure.row]);
    await sweepCheckIns(t.deps, new Date(Date.now() + 2 * ORPHAN_FILE_GRACE_MS));
    for (const hash of hashes) expect(await t.deps.photos.get(hash)).toBeNull();
    // Another customer's check-in keeps its files.
    for (const hash of keptHashes) expect(await t.deps.photos.get(hash)).not.toBeNull();
  });
});
