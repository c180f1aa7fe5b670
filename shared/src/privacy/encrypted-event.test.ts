import { randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { personalValuesOf, type DomainEvent, type EventType } from '../events/catalog';
import type { DataSubject } from '../events/declaration';
import { eventExamples } from '../events/examples';
import type { JsonObject } from '../eventstore/port';
import type { DataKeys, SubjectKey } from './data-keys';
import { decryptedData, encryptedValuesOf, encryptPersonalValues } from './encrypted-event';
import { isEncryptedValue, isStoredBox, secretKey, UnreadableValueError, type StoredBox } from './envelope';
import { erasedForms } from './erased-forms';

/** The data keys in memory: what the `data_keys` table does, without a database. */
function memoryDataKeys() {
  const bySubject = new Map<string, SubjectKey>();
  const byId = new Map<string, KeyObject | null>();
  const keys = {
    async keysOf(subjects: readonly DataSubject[]) {
      return subjects.map((subject) => {
        const name = `${subject.kind}:${subject.id}`;
        let key = bySubject.get(name);
        if (!key) {
          key = { id: randomUUID(), key: secretKey(randomBytes(32)) };
          bySubject.set(name, key);
          byId.set(key.id, key.key);
        }
        return key;
      });
    },
    async keysById(ids: Iterable<string>) {
      return new Map(
        [...ids]
          .filter((id) => byId.has(id))
          .map((id) => {
            const key = byId.get(id)!;
            return [id, key && { unwrap: () => key }] as const;
          }),
      );
    },
    async erase(subject: DataSubject) {
      const key = bySubject.get(`${subject.kind}:${subject.id}`);
      if (!key) return false;
      bySubject.delete(`${subject.kind}:${subject.id}`);
      byId.set(key.id, null);
      return true;
    },
    async checkMasterKey() {},
    forgetErasedKey() {},
    forgetAll() {},
  } satisfies Omit<DataKeys, 'forAppend' | 'remember'>;
  return keys;
}

type MemoryKeys = ReturnType<typeof memoryDataKeys>;

const examples = Object.values(eventExamples).map((example, index) => ({
  id: `0b8f6f0e-77c1-4c09-8a0f-${String(index).padStart(12, '0')}`,
  type: example.type as EventType,
  data: example.data as JsonObject,
}));

async function stored(event: (typeof examples)[number], keys: MemoryKeys) {
  return { ...event, data: (await encryptPersonalValues(event, keys)).data };
}

/** The event's data as a reader reads it all (every box opened). */
async function readBack(event: { id: string; type: string; data: JsonObject }, keys: MemoryKeys) {
  const encrypted = encryptedValuesOf(event);
  return structuredClone(decryptedData(event, encrypted, await keys.keysById(encrypted.map(({ value }) => value.keyId))));
}

/** Every leaf value of `data` as JSON text, to look for a personal value in what is stored. */
function storedText(data: JsonObject): string {
  return JSON.stringify(data);
}

/** The box at `path` as the event store keeps it. */
function storedBoxAt(data: JsonObject, path: string): StoredBox {
  const value = path.split('.').reduce<unknown>((node, segment) => (node as Record<string, unknown>)[segment], data);
  if (!isEncryptedValue(value) || !isStoredBox(value)) throw new Error(`${path} holds no stored box`);
  return value;
}

/** `data` with a stored box's sealed bytes or key id replaced: a log altered by hand. */
function withStoredBox(data: JsonObject, path: string, change: (box: { keyId: string; sealed: Buffer }) => void): JsonObject {
  const stored = storedBoxAt(data, path);
  const [keyId, sealed] = stored.gcm.split('.') as [string, string];
  const box = { keyId, sealed: Buffer.from(sealed, 'base64') };
  change(box);
  return setAt(data, path, { ...stored, gcm: `${box.keyId}.${box.sealed.toString('base64')}` });
}

function setAt(data: JsonObject, path: string, value: unknown): JsonObject {
  const copy = structuredClone(data);
  const segments = path.split('.');
  const last = segments.pop()!;
  (segments.reduce<unknown>((node, segment) => (node as Record<string, unknown>)[segment], copy) as Record<string, unknown>)[last] = value;
  return copy;
}

/**
 * The event in the first stored form, which readers still accept: each box with the cipher's name
 * and its key id as fields, and at each other field of its subject a pointer back to it.
 */
function inFirstForm(event: { id: string; type: string; data: JsonObject }) {
  let data = event.data;
  for (const { path, value } of encryptedValuesOf(event)) {
    data = setAt(data, path, { cipher: 'aes-256-gcm', ...value });
  }
  return { ...event, data };
}

describe('personal values encrypted in events', () => {
  it.each(examples.map((event) => [event.type, event] as const))(
    '%s: every personal value is stored encrypted and reads back exactly, whatever its kind',
    async (_type, event) => {
      const keys = memoryDataKeys();
      const personal = personalValuesOf(event as unknown as DomainEvent);
      const saved = await stored(event, keys);

      expect(
        encryptedValuesOf(saved)
          .map(({ path }) => path)
          .sort(),
      ).toEqual(personal.map(({ path }) => path).sort());
      for (const { path } of personal) {
        const plain = path.split('.').reduce<unknown>((node, segment) => (node as Record<string, unknown>)[segment], event.data);
        expect(storedText(saved.data)).not.toContain(JSON.stringify(plain));
      }
      expect(await readBack(saved, keys)).toEqual(event.data);
    },
  );

  it('keeps numbers, booleans and text apart: a phone reads back as the number it was', async () => {
    const keys = memoryDataKeys();
    const event = examples.find(({ type }) => type === 'ClientRegistered')!;
    const data = await readBack(await stored(event, keys), keys);
    expect(data.clientPhone).toBe(987654321);
    expect(data.name).toBe(event.data.name);
  });

  it('leaves an event without personal values as it is, and leaves values already encrypted alone', async () => {
    const keys = memoryDataKeys();
    const plainOnly = examples.find(({ type }) => type === 'UserEnabled')!;
    expect((await encryptPersonalValues(plainOnly, keys)).data).toBe(plainOnly.data);
    const saved = await stored(
      examples.find(({ type }) => type === 'TicketCreated')!,
      keys,
    );
    const again = await encryptPersonalValues({ ...saved, data: await readBack(saved, keys) }, keys, saved.data);
    expect(again).toEqual({ data: saved.data, encrypted: 0 });
  });

  it("seals one subject's values in an event in one box, at its first field; the others are left out of the stored event", async () => {
    const keys = memoryDataKeys();
    const saved = await stored(
      examples.find(({ type }) => type === 'TicketCreated')!,
      keys,
    );
    const vehicle = saved.data.vehicle as JsonObject;
    expect(storedBoxAt(saved.data, 'vehicle.ppu').with).toEqual(['vehicle.ownerName', 'driver', 'observations']);
    expect(Object.keys(storedBoxAt(saved.data, 'vehicle.ppu'))).toEqual(['gcm', 'with']);
    expect(['ownerName' in vehicle, 'driver' in saved.data, 'observations' in saved.data]).toEqual([false, false, false]);
    const washers = await stored(
      examples.find(({ type }) => type === 'TicketWashersSet')!,
      keys,
    );
    expect(['washers.0.name', 'washers.1.name', 'reason'].map((path) => storedBoxAt(washers.data, path).with)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it.each(examples.map((event) => [event.type, event] as const))(
    "%s: reads the first stored form (a pointer at each of a box's other fields) exactly as it was",
    async (_type, event) => {
      const keys = memoryDataKeys();
      const firstForm = inFirstForm(await stored(event, keys));
      expect(await readBack(firstForm, keys)).toEqual(event.data);
    },
  );

  it('opens a box only when one of its values is first read, once for all of them', async () => {
    const keys = memoryDataKeys();
    const saved = await stored(
      examples.find(({ type }) => type === 'TicketCreated')!,
      keys,
    );
    const encrypted = encryptedValuesOf(saved);
    const found = await keys.keysById(encrypted.map(({ value }) => value.keyId));
    const [[keyId, key]] = [...found.entries()] as [[string, { unwrap: () => KeyObject }]];
    const unwrap = vi.fn(key.unwrap);
    const data = decryptedData(saved, encrypted, new Map([[keyId, { unwrap }]]));

    expect(data.serviceType).toBe(saved.data.serviceType);
    expect(unwrap).not.toHaveBeenCalled();
    expect(data.driver).toBe('Pedro Soto');
    expect((data.vehicle as JsonObject).ownerName).toBeTypeOf('string');
    expect(JSON.parse(JSON.stringify(data))).toEqual(await readBack(saved, keys));
    expect(unwrap).toHaveBeenCalledTimes(1);
  });

  it('refuses a ciphertext that was altered', async () => {
    const keys = memoryDataKeys();
    const saved = await stored(
      examples.find(({ type }) => type === 'TicketCreated')!,
      keys,
    );
    const altered = withStoredBox(saved.data, 'vehicle.ppu', (box) => {
      box.sealed[box.sealed.length - 20]! ^= 1;
    });
    await expect(readBack({ ...saved, data: altered }, keys)).rejects.toThrow(UnreadableValueError);
    await expect(readBack(saved, keys)).resolves.toMatchObject({ driver: 'Pedro Soto' });
  });

  it('refuses a box moved to another field or another event, or told it holds other fields (it is bound to all three)', async () => {
    const keys = memoryDataKeys();
    const saved = await stored(
      examples.find(({ type }) => type === 'TicketCreated')!,
      keys,
    );
    const box = storedBoxAt(saved.data, 'vehicle.ppu');
    const moved = { ...saved, data: { ...saved.data, observations: box } };
    await expect(readBack(moved, keys)).rejects.toThrow(UnreadableValueError);
    await expect(readBack({ ...saved, id: randomUUID() }, keys)).rejects.toThrow(UnreadableValueError);
    const fewer = setAt(saved.data, 'vehicle.ppu', { ...box, with: ['vehicle.ownerName', 'driver'] });
    await expect(readBack({ ...saved, data: fewer }, keys)).rejects.toThrow(UnreadableValueError);
    const unmarked = setAt(saved.data, 'vehicle.ppu', { ...box, with: ['vehicle.ownerName', 'driver', 'serviceType'] });
    await expect(readBack({ ...saved, data: unmarked }, keys)).rejects.toThrow(UnreadableValueError);
  });

  it("refuses a box naming a field the event does not hold, even once its subject's key is erased (no value is opened then)", async () => {
    const keys = memoryDataKeys();
    const event = examples.find(({ type }) => type === 'TicketWashersSet')!;
    const saved = await stored(event, keys);
    const [ana] = (event.data as { washers: { userId: string }[] }).washers;
    const box = storedBoxAt(saved.data, 'washers.0.name');
    const naming = setAt(saved.data, 'washers.0.name', { ...box, with: ['washers.7.name'] });
    await expect(readBack({ ...saved, data: naming }, keys)).rejects.toThrow(UnreadableValueError);
    await keys.erase({ kind: 'user', id: ana!.userId });
    await expect(readBack({ ...saved, data: naming }, keys)).rejects.toThrow(UnreadableValueError);
  });

  it('refuses a first-form field pointing to a box that does not hold it, rather than reading it as erased or empty', async () => {
    const keys = memoryDataKeys();
    const saved = inFirstForm(
      await stored(
        examples.find(({ type }) => type === 'TicketCreated')!,
        keys,
      ),
    );
    const elsewhere = { ...saved, data: setAt(saved.data, 'driver', { ...(saved.data.driver as JsonObject), in: 'observations' }) };
    await expect(readBack(elsewhere, keys)).rejects.toThrow(UnreadableValueError);
    await keys.erase({ kind: 'client', id: saved.data.clientId as string });
    await expect(readBack(elsewhere, keys)).rejects.toThrow(UnreadableValueError);
    await expect(readBack(saved, keys)).resolves.toMatchObject({ driver: erasedForms.name, observations: erasedForms.freeText });
  });

  it('refuses a value whose key id names no key at all, rather than reading it as erased', async () => {
    const keys = memoryDataKeys();
    const saved = await stored(
      examples.find(({ type }) => type === 'TicketVoided')!,
      keys,
    );
    const renamed = withStoredBox(saved.data, 'reason', (box) => {
      box.keyId = randomUUID();
    });
    await expect(readBack({ ...saved, data: renamed }, keys)).rejects.toThrow(UnreadableValueError);
  });

  it("reads an erased subject's values as their kind's erased form and everything else as it was", async () => {
    const keys = memoryDataKeys();
    const event = examples.find(({ type }) => type === 'ClientRegistered')!;
    const saved = await stored(event, keys);
    expect(await keys.erase({ kind: 'client', id: event.data.clientId as string })).toBe(true);

    expect(await readBack(saved, keys)).toEqual({
      ...event.data,
      name: erasedForms.name,
      identification: erasedForms.identification,
      contactName: erasedForms.name,
      clientAddress: erasedForms.address,
      clientEmail: erasedForms.email,
      clientPhone: erasedForms.phone,
    });
  });

  it("erases one subject's values only: each washer's name is theirs, the reason is the ticket's", async () => {
    const keys = memoryDataKeys();
    const event = examples.find(({ type }) => type === 'TicketWashersSet')!;
    const saved = await stored(event, keys);
    const [ana, luis] = (event.data as { washers: { userId: string; name: string }[] }).washers;
    await keys.erase({ kind: 'user', id: ana!.userId });

    const data = (await readBack(saved, keys)) as { washers: { name: string }[]; reason: string };
    expect(data.washers.map((washer) => washer.name)).toEqual([erasedForms.name, luis!.name]);
    expect(data.reason).toBe(event.data.reason);
  });

  it('reads values stored in plain before encryption existed as they are', async () => {
    const keys = memoryDataKeys();
    const event = examples.find(({ type }) => type === 'TicketCreated')!;
    expect(encryptedValuesOf(event)).toEqual([]);
    expect(await readBack(event, keys)).toEqual(event.data);
  });
});
