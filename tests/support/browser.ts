import { appendFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { CHROMIUM_FLAGS, chromiumExecutable } from './chromium';

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_FLAGS });
}

/** Evaluated rather than added as a script tag, which the app's Content-Security-Policy rightly refuses. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** The impacts a screen must not have any of: a blocked user is a lost customer. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface A11yViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe-core (WCAG 2.0/2.1 A and AA) over the page as it is now and returns what it found. */
export async function axeViolations(page: Page): Promise<A11yViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`),
    }));
  });
}

/** Fails with every serious or critical axe violation of the screen named `label`, each with where it is. */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const blocking = (await axeViolations(page)).filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  if (process.env.A11Y_REPORT) appendFileSync(process.env.A11Y_REPORT, `${JSON.stringify({ label, blocking })}\n`);
  expect
    .soft(
      blocking.map((violation) => `${label}: ${violation.impact} ${violation.id} (${violation.help}) at ${violation.targets.join(', ')}`),
    )
    .toEqual([]);
}

/** Fails when the screen named `label` scrolls sideways: everything must fit the viewport's width. */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect.soft({ label, scrollWidth }).toEqual({ label, scrollWidth: Math.min(scrollWidth, clientWidth) });
}
