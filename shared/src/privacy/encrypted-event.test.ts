import { randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { personalValuesOf, type DomainEvent, type EventType } from '../events/catalog';
import type { DataSubject } from '../events/declaration';
import { eventExamples } from '../events/examples';
import type { JsonObject } from '../eventstore/port';
import type { DataKeys, SubjectKey } from './data-keys';
import { decryptedData, encryptedValuesOf, encryptPersonalValues } from './encrypted-event';
import { isEncryptedValue, isSealedBox, secretKey, UnreadableValueError, type EncryptedValue, type SealedBox } from './envelope';
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

function firstEncrypted(data: JsonObject, path: string): EncryptedValue {
  const value = path.split('.').reduce<unknown>((node, segment) => (node as Record<string, unknown>)[segment], data);
  if (!isEncryptedValue(value)) throw new Error(`${path} is not encrypted`);
  return value;
}

function boxAt(data: JsonObject, path: string): SealedBox {
  const value = firstEncrypted(data, path);
  if (!isSealedBox(value)) throw new Error(`${path} holds no box`);
  return value;
}

describe('personal values encrypted in events', () => {
  it.each(examples.map((event) => [event.type, event] as const))(
    '%s: every personal value is stored encrypted and reads back exactly, whatever its kind',
    async (_type, event) => {
      const keys = memoryDataKeys();
      const personal = personalValuesOf(event as unknown as DomainEvent);
      const saved = await stored(event, keys);

      expect(encryptedValuesOf(saved).map(({ path }) => path)).toEqual(personal.map(({ path }) => path));
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

  it("seals one subject's values in an event in one box, at its first field; the others point to it", async () => {
    const keys = memoryDataKeys();
    const saved = await stored(
      examples.find(({ type }) => type === 'TicketCreated')!,
      keys,
    );
    const vehicle = saved.data.vehicle as JsonObject;
    expect(boxAt(saved.data, 'vehicle.ppu').with).toEqual(['vehicle.ownerName', 'driver', 'observations']);
    expect([vehicle.ownerName, saved.data.driver, saved.data.observations]).toEqual(
      Array(3).fill({ cipher: 'aes-256-gcm', keyId: boxAt(saved.data, 'vehicle.ppu').keyId, in: 'vehicle.ppu' }),
    );
    const washers = await stored(
      examples.find(({ type }) => type === 'TicketWashersSet')!,
      keys,
    );
    expect(['washers.0.name', 'washers.1.name', 'reason'].map((path) => boxAt(washers.data, path).with)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

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
    const box = boxAt(saved.data, 'vehicle.ppu');
    const bytes = Buffer.from(box.sealed, 'base64');
    bytes[bytes.length - 20]! ^= 1;
    const vehicle = { ...(saved.data.vehicle as JsonObject), ppu: { ...box, sealed: bytes.toString('base64') } };
    await expect(readBack({ ...saved, data: { ...saved.data, vehicle } }, keys)).rejects.toThrow(UnreadableValueError);
    await expect(readBack(saved, keys)).resolves.toMatchObject({ driver: 'Pedro Soto' });
  });

  it('refuses a box moved to another field or another event, or told it holds other fields (it is bound to all three)', async () => {
    const keys = memoryDataKeys();
    const saved = await stored(
      examples.find(({ type }) => type === 'TicketCreated')!,
      keys,
    );
    const box = boxAt(saved.data, 'vehicle.ppu');
    const moved = { ...saved, data: { ...saved.data, observations: box } };
    await expect(readBack(moved, keys)).rejects.toThrow(UnreadableValueError);
    await expect(readBack({ ...saved, id: randomUUID() }, keys)).rejects.toThrow(UnreadableValueError);
    const fewer = { ...(saved.data.vehicle as JsonObject), ppu: { ...box, with: ['vehicle.ownerName', 'driver'] } };
    await expect(readBack({ ...saved, data: { ...saved.data, vehicle: fewer } }, keys)).rejects.toThrow(UnreadableValueError);
  });

  it('refuses a field pointing to a box that does not hold it, rather than reading it as erased or empty', async () => {
    const keys = memoryDataKeys();
    const saved = await stored(
      examples.find(({ type }) => type === 'TicketCreated')!,
      keys,
    );
    const pointer = firstEncrypted(saved.data, 'driver');
    const elsewhere = { ...saved, data: { ...saved.data, driver: { ...pointer, in: 'observations' } } };
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
    const reason = firstEncrypted(saved.data, 'reason');
    const renamed = { ...saved, data: { ...saved.data, reason: { ...reason, keyId: randomUUID() } } };
    await expect(readBack(renamed, keys)).rejects.toThrow(UnreadableValueError);
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
