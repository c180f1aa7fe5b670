import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where check-in photos and signatures are kept (issue 20): each file once, named by the sha-256 of
 * its bytes, so the same photo sent twice (a retried request, two tickets of one car) is one file.
 * Events name files by that hash; a file no live event names is deleted (the retention job).
 * `fileSystemPhotoStore` is the default adapter; an S3-compatible one is described in
 * docs/architecture.md ("Photo store").
 */
export interface PhotoStore {
  /** Stores `bytes` unless a file with the same content is there already; answers its hash. */
  put(bytes: Uint8Array): Promise<string>;
  /** The file's bytes, or null when no file has that hash. */
  get(hash: string): Promise<Uint8Array | null>;
  /** Deletes the file; a missing one is not an error. */
  delete(hash: string): Promise<void>;
  /** Every stored file and when it was stored (the retention job spares files younger than a request). */
  list(): AsyncIterable<{ hash: string; storedAt: Date }>;
}

export const contentHash = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

const HASH = /^[0-9a-f]{64}$/;

/**
 * A directory (`DATA_DIR/photos` by default): `ab/abcdef…` (the first two hex digits fan files out).
 * A file is written beside its place and renamed into it, so a reader never sees half a file and
 * two writers of the same content leave one whole file.
 */
export function fileSystemPhotoStore(root: string): PhotoStore {
  const fileOf = (hash: string) => {
    // The hash comes from a URL: nothing but 64 hex digits may become a path.
    if (!HASH.test(hash)) throw new Error('not a content hash');
    return path.join(root, hash.slice(0, 2), hash);
  };
  return {
    async put(bytes) {
      const hash = contentHash(bytes);
      const file = fileOf(hash);
      try {
        await stat(file);
        return hash;
      } catch {
        // Not stored yet.
      }
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const partial = `${file}.${randomUUID()}.part`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, file);
      return hash;
    },
    async get(hash) {
      if (!HASH.test(hash)) return null;
      try {
        return new Uint8Array(await readFile(fileOf(hash)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(hash) {
      try {
        await unlink(fileOf(hash));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },
    async *list() {
      let folders: string[];
      try {
        folders = await readdir(root);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const folder of folders.filter((name) => /^[0-9a-f]{2}$/.test(name)).sort()) {
        for (const name of (await readdir(path.join(root, folder))).sort()) {
          if (!HASH.test(name)) continue;
          const facts = await stat(path.join(root, folder, name)).catch(() => null);
          if (facts) yield { hash: name, storedAt: facts.mtime };
        }
      }
    },
  };
}
