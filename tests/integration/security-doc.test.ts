import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/security.md names, for every rule, the test files and the tests in them that prove it: a
 * renamed, moved or deleted test must take its row along, or this fails.
 */
const root = path.resolve(import.meta.dirname, '../..');
const doc = readFileSync(path.join(root, 'docs/security.md'), 'utf8');

const rules = doc
  .split('\n')
  .filter((line) => /^\| \d+ \|/.test(line))
  .map((line) => ({ number: Number(/^\| (\d+) \|/.exec(line)![1]), proof: line.replace(/ \|$/, '').split(' | ').at(-1)! }));

const TEST_FILE = /`((?:tests|shared|command-api|projections|realtime|ui)\/[^`\s]+\.tsx?)`/g;
const QUOTED = /"((?:[^"\\]|\\.)*)"/g;

/** Each file a proof cites, with the test (or `describe`) names quoted after it. */
function citations(proof: string): { file: string; names: string[] }[] {
  const files = [...proof.matchAll(TEST_FILE)];
  return files.map((file, index) => {
    const cited = proof.slice(file.index + file[0].length, files[index + 1]?.index ?? proof.length);
    return { file: file[1]!, names: [...cited.matchAll(QUOTED)].map((name) => name[1]!.replaceAll('\\"', '"')) };
  });
}

/** A title as its source writes it, whichever quotes the string uses. */
const writtenIn = (source: string, name: string) =>
  [name, name.replaceAll("'", "\\'"), name.replaceAll('"', '\\"')].some((written) => source.includes(written));

describe('docs/security.md', () => {
  it('numbers its rules 1, 2, 3… once each', () => {
    expect(rules.map((rule) => rule.number)).toEqual(rules.map((_, index) => index + 1));
  });

  it.each(rules)('rule $number names test files that exist, and in each the tests that prove it', ({ proof }) => {
    const cited = citations(proof);
    expect(cited.length).toBeGreaterThan(0);
    for (const { file, names } of cited) {
      expect(existsSync(path.join(root, file)), file).toBe(true);
      expect(names.length, `${file} names no test`).toBeGreaterThan(0);
      const source = readFileSync(path.join(root, file), 'utf8');
      for (const name of names) expect(writtenIn(source, name), `${file}: "${name}"`).toBe(true);
    }
  });
});
