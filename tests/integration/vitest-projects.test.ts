import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCKING_INTEGRATION_FILES } from '../../vitest.config';

const root = path.resolve(import.meta.dirname, '../..');

/** The files of the integration projects, as their `include` patterns match them. */
function integrationFiles(): string[] {
  const serverTests = ['shared', 'command-api', 'projections', 'realtime'].flatMap((part) =>
    readdirSync(path.join(root, part, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.int.test.ts'))
      .map((file) => path.join(part, 'src', file)),
  );
  const integration = readdirSync(path.join(root, 'tests/integration'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join('tests/integration', file));
  return [...serverTests, ...integration].map((file) => file.split(path.sep).join('/')).sort();
}

describe('vitest.config.ts', () => {
  it('runs every integration file that replaces a module (vi.mock) in a module graph of its own, and only those', () => {
    const files = integrationFiles();
    expect(files.length).toBeGreaterThan(50);
    const mocking = files.filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(mocking).toEqual([...MOCKING_INTEGRATION_FILES].sort());
  });
});
