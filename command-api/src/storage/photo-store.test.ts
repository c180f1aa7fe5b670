import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentHash, fileSystemPhotoStore } from './photo-store';

const bytes = (text: string) => new TextEncoder().encode(text);
const filesUnder = (root: string) => readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

describe('the file-system photo store', () => {
  it('keeps each content once, under its sha-256, whoever sends it and how often', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'photo-store-'));
    const store = fileSystemPhotoStore(root);
    const first = await store.put(bytes('photo A'));
    expect(first).toBe(contentHash(bytes('photo A')));
    expect(await store.put(bytes('photo A'))).toBe(first);
    const second = await store.put(bytes('photo B'));
    expect(second).not.toBe(first);
    expect(
      filesUnder(root)
        .map((entry) => entry.name)
        .sort(),
    ).toEqual([first, second].sort());
    expect(new TextDecoder().decode((await store.get(first)) ?? new Uint8Array())).toBe('photo A');
  });

  it('lists, deletes, and answers a missing or malformed hash with nothing', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'photo-store-'));
    const store = fileSystemPhotoStore(root);
    const hash = await store.put(bytes('signature'));
    const listed = [];
    for await (const file of store.list()) listed.push(file.hash);
    expect(listed).toEqual([hash]);
    await store.delete(hash);
    await store.delete(hash);
    expect(await store.get(hash)).toBeNull();
    expect(filesUnder(root)).toEqual([]);
    expect(await store.get('../../etc/passwd')).toBeNull();
    await expect(store.delete('../x')).rejects.toThrow('not a content hash');
  });
});
