import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Vite names every file it writes under `assets/` after its content: a new build is a new name. */
const HASHED_FILES_DIR = `assets${path.sep}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html, code.html, robots.txt: kept, but asked for again (a 304 when unchanged) so a release shows at once. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built UI (ui/dist) with the brotli and gzip copies its build wrote beside each text file
 * (ui/vite.config.ts), so nothing is compressed per request. Only these files are compressed: API
 * answers never are, since compressing a secret next to text the client sent leaks it (BREACH).
 */
export async function serveUiFiles(app: FastifyInstance, uiDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: uiDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // A copy is found beside its file when the client accepts it; a route of its own would serve it undecoded.
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply, file) =>
      reply.header('cache-control', path.relative(uiDist, file).startsWith(HASHED_FILES_DIR) ? IMMUTABLE : REVALIDATE),
  });
}
