import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, launchChromium } from '../support/browser';
import { startRunningApp } from '../support/running-app';
import { ADMIN } from '../support/test-app';
import { newServiceData } from '../support/wash-fixtures';
import { BOARD_LANE_LIMIT } from '@lavado/shared/wash/board';

/**
 * A wall-screen link end to end (docs/security.md, rule 47): the AD creates it on the board page,
 * a TV with nobody signed in opens it at 1920×1080 and follows the board live, and once the AD
 * revokes it the TV shows the board no more. A lane with more cards than the board holds says how many more.
 * And the TV is read from 4 m: at 1920×1080 every text is 32 px or more, and 30 tickets show page by page, no card cut.
 */
const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const TV = { width: 1920, height: 1080 };
const eventually = { timeout: 10_000 };

let app: Awaited<ReturnType<typeof startRunningApp>>;
let browser: Browser;
let admin: Awaited<ReturnType<typeof app.createUser>>;

beforeAll(async () => {
  app = await startRunningApp();
  browser = await launchChromium();
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
  const sa = await app.login(ADMIN.identification, ADMIN.password);
  const organization = await app.createOrganization(sa, { name: 'Lavado Televisor' });
  admin = await app.createUser('AD', organization.id);
  expect((await app.call('onBoard/setOnBoardStatus', { state: 1 }, admin.token)).status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const shot = (page: Page, name: string) => (SCREENSHOTS ? page.screenshot({ path: `${SCREENSHOTS}/${name}.png` }) : undefined);

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'es-CL', timezoneId: 'America/Santiago' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.origin });
  return context.newPage();
}

async function adminBoard(): Promise<Page> {
  const page = await newPage({ width: 1280, height: 900 });
  await page.goto(`${app.origin}/login`);
  await page.getByLabel('Identificacion').fill(admin.identification);
  await page.getByLabel('Contraseña', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(/\/home/);
  await page.goto(`${app.origin}/home/board`);
  await page.getByText('No existen registros por hoy').first().waitFor();
  return page;
}

async function createTicket(plate: string): Promise<void> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
  const data = {
    ...{ ppu: plate, propietario: 'Juan Pérez', driver: 'Pedro Díaz', vehicleType: 'SED', brand: 'Kia', model: 'Rio', color: 'Azul' },
    ...{ endDate: today, endTime: '23:59', servicio: 'FL', observaciones: '' },
  };
  expect((await app.call('wash/createWashTicket', { data }, admin.token)).status).toBe(200);
}

describe('wall-screen link', () => {
  it('is created by the AD, shows the board live on a TV nobody signed in to, and stops when revoked', async () => {
    const board = await adminBoard();
    const section = board.getByRole('region', { name: 'Pantalla' });
    await section.getByText('No hay enlaces de pantalla activos.').waitFor();
    await section.getByRole('button', { name: 'Crear enlace de pantalla' }).click();
    const shown = section.getByRole('textbox', { name: 'Enlace de pantalla creado' });
    const link = await shown.inputValue();
    expect(link).toMatch(new RegExp(`^${app.origin}/pantalla/[A-Za-z0-9_-]{43}$`));
    await section.getByRole('button', { name: 'Copiar enlace' }).click();
    await section.getByRole('button', { name: 'Copiado' }).waitFor();
    expect(await board.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect.poll(() => section.getByTestId('wall-screen-link').count(), eventually).toBe(1);
    await shot(board, 'board-wall-screen-section');

    const tv = await newPage(TV);
    await tv.goto(link);
    const wall = tv.getByTestId('wall-screen');
    await wall.getByRole('heading', { name: 'Lavado Televisor' }).waitFor();
    await wall.getByRole('status').filter({ hasText: 'En vivo' }).waitFor();
    expect(await tv.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await createTicket('TELE01');
    await wall.getByRole('article', { name: 'TELE01' }).waitFor(eventually);
    await shot(tv, 'wall-screen-link-1920');

    // Past what a lane holds, the lane says how many more it has, counted live as they come.
    const pendingLane = wall.getByRole('region', { name: 'Pendiente' });
    for (let batch = 0; batch < 6; batch += 1)
      await Promise.all(Array.from({ length: 9 }, (_, index) => createTicket(`TELM${String(batch * 9 + index).padStart(2, '0')}`)));
    await pendingLane.getByText('Y 5 servicios más').waitFor(eventually);
    // It shows the cards it holds page by page: read at once, the page shown and its cards say how many the pages hold.
    const held = await pendingLane.evaluate((lane) => ({
      cards: lane.querySelectorAll('article').length,
      page: lane.querySelector('[data-testid="lane-page"]')?.textContent ?? '',
    }));
    const [, page = 0, pages = 0] = (/^Página (\d+) de (\d+)$/.exec(held.page) ?? []).map(Number);
    // A page before the last is full; the last one holds what the others leave.
    const perPage = page < pages ? held.cards : (BOARD_LANE_LIMIT - held.cards) / (pages - 1);
    expect(held.cards).toBeGreaterThan(0);
    expect(Number.isInteger(perPage) && perPage >= held.cards).toBe(true);
    expect(pages).toBe(Math.ceil(BOARD_LANE_LIMIT / perPage));
    await shot(tv, 'wall-screen-link-more');

    // The link is shown once: a reload of the board page lists it, without its address.
    await board.reload();
    await section.getByTestId('wall-screen-link').first().waitFor();
    expect(await section.getByRole('textbox', { name: 'Enlace de pantalla creado' }).count()).toBe(0);
    await section.getByRole('button', { name: 'Revocar' }).click();
    await board.getByRole('dialog').getByRole('button', { name: 'Revocar' }).click();
    await section.getByText('No hay enlaces de pantalla activos.').waitFor(eventually);

    await tv.getByTestId('wall-screen-refused').waitFor(eventually);
    expect(await tv.getByTestId('wall-screen').count()).toBe(0);
    await tv.getByText('Este enlace de pantalla no es válido o fue revocado.').waitFor();
    // A TV has nobody to close a dialog: the page itself says why, with no 'Sesión expirada!' on top.
    expect(await tv.getByRole('dialog').count()).toBe(0);
    await shot(tv, 'wall-screen-link-revoked');

    // Opened again, the revoked link shows nothing of the board either.
    await tv.reload();
    await tv.getByTestId('wall-screen-refused').waitFor(eventually);
    expect(await tv.getByRole('article', { name: 'TELE01' }).count()).toBe(0);
  });
});

/** What the TV shows at one moment, read in one go (nothing re-renders in between). */
interface WallLayout {
  lanes: Array<{ lane: string; page: string | null; plates: string[] }>;
  /** Every element with text of its own on the wall screen, and its font size. */
  texts: Array<{ text: string; fontSize: number }>;
  /** Cards, and texts inside cards, whose box is not wholly visible (off the screen, or clipped by a lane or the card). */
  cut: string[];
  /** Texts that end in an ellipsis or overflow their own box. */
  truncated: string[];
}

function readWall(page: Page): Promise<WallLayout> {
  return page.evaluate(() => {
    const wall = document.querySelector('[data-testid="wall-screen"]')!;
    const ownText = (element: Element) =>
      Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
    // The part of the screen an element can be seen in: the viewport, cut by every ancestor that clips its overflow.
    const visibleArea = (element: Element) => {
      const area = { top: 0, left: 0, bottom: window.innerHeight, right: window.innerWidth };
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const box = parent.getBoundingClientRect();
        Object.assign(area, {
          top: Math.max(area.top, box.top),
          left: Math.max(area.left, box.left),
          bottom: Math.min(area.bottom, box.bottom),
          right: Math.min(area.right, box.right),
        });
      }
      return area;
    };
    const wholeVisible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const area = visibleArea(element);
      const slack = 0.5;
      return (
        box.top >= area.top - slack && box.left >= area.left - slack && box.bottom <= area.bottom + slack && box.right <= area.right + slack
      );
    };
    const textElements = Array.from(wall.querySelectorAll('*')).filter((element) => ownText(element) !== '');
    const cards = Array.from(wall.querySelectorAll('article'));
    return {
      lanes: Array.from(wall.querySelectorAll('section')).map((section) => ({
        lane: section.getAttribute('aria-label') ?? '',
        page: section.querySelector('[data-testid="lane-page"]')?.textContent ?? null,
        plates: Array.from(section.querySelectorAll('article')).map((article) => article.getAttribute('aria-label') ?? ''),
      })),
      texts: textElements.map((element) => ({ text: ownText(element), fontSize: parseFloat(getComputedStyle(element).fontSize) })),
      cut: [
        ...cards.filter((card) => !wholeVisible(card)).map((card) => `card ${card.getAttribute('aria-label')}`),
        ...textElements
          .filter((element) => element.closest('article') && !wholeVisible(element))
          .map((element) => `text '${ownText(element)}' of ${element.closest('article')!.getAttribute('aria-label')}`),
      ],
      truncated: textElements
        .filter((element) => element instanceof HTMLElement && element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1)
        .map((element) => ownText(element)),
    };
  });
}

/** 'Página 2 de 4' → [2, 4]; a lane without the indicator has one page. */
function pageOf(indicator: string | null): [number, number] {
  if (indicator === null) return [1, 1];
  const [, current = '', of = ''] = /^Página (\d+) de (\d+)$/.exec(indicator) ?? [];
  expect(current, `page indicator '${indicator}'`).not.toBe('');
  return [Number(current), Number(of)];
}

describe('wall screen from 4 m', () => {
  it('at 1920×1080 shows 30 tickets page by page in type of 32 px or more, no card cut and no lane repeating its state on its cards', async () => {
    const sa = await app.login(ADMIN.identification, ADMIN.password);
    const organization = await app.createOrganization(sa, { name: 'Lavado Cuatro Metros' });
    const owner = await app.createUser('AD', organization.id);
    const washers = [
      await app.createUser('EM', organization.id, undefined, { firstName: 'Juan Carlos' }),
      await app.createUser('EM', organization.id, undefined, { firstName: 'Francisca' }),
    ];
    // 30 tickets of the day: 12 pending, 9 in progress, 4 paused, 5 finished, the three services, two washers.
    const states = [...Array(12).fill('pending'), ...Array(9).fill('inProgress'), ...Array(4).fill('paused'), ...Array(5).fill('finished')];
    const plates = states.map((_, index) => `CM${String(1000 + index)}`);
    for (const [index, state] of states.entries()) {
      const data = newServiceData({ ppu: plates[index], servicio: ['BA', 'FL', 'EM'][index % 3] });
      const created = await app.call<{ id: string }>('wash/createWashTicket', { data }, owner.token);
      expect(created.status).toBe(200);
      const washer = washers[index % 2]!.token;
      if (state === 'pending') continue;
      expect((await app.call('wash/setWashTicketState', { id: created.body.id, status: 2 }, washer)).status).toBe(200);
      if (state === 'paused')
        expect((await app.call('wash/setWashTicketState', { id: created.body.id, status: 3 }, washer)).status).toBe(200);
      if (state === 'finished') expect((await app.call('wash/finishWashTicket', { id: created.body.id }, washer)).status).toBe(200);
    }
    const link = await app.call<{ token: string }>('wallScreen/createLink', {}, owner.token);
    expect(link.status).toBe(200);

    const tv = await newPage(TV);
    await tv.goto(`${app.origin}/pantalla/${link.body.token}`);
    const wall = tv.getByTestId('wall-screen');
    await wall.getByRole('status').filter({ hasText: 'En vivo' }).waitFor();
    await wall.getByRole('article').first().waitFor();

    // Every lane pages at the same moment: as many page turns as the longest lane has pages show every page of every lane.
    const seen = new Map<string, Set<string>>();
    const before = await readWall(tv);
    const pages = Math.max(...before.lanes.map((lane) => pageOf(lane.page)[1]));
    let layout = before;
    for (let turn = 0; turn < pages; turn += 1) {
      if (turn > 0) {
        const longest = before.lanes.find((lane) => pageOf(lane.page)[1] === pages)!.lane;
        const previous = pageOf(layout.lanes.find((lane) => lane.lane === longest)!.page)[0];
        await expect
          .poll(async () => pageOf((layout = await readWall(tv)).lanes.find((lane) => lane.lane === longest)!.page)[0], { timeout: 30_000 })
          .not.toBe(previous);
      }
      await shot(tv, `wall-30-tickets-turn-${turn + 1}`);
      const sizes = layout.texts.map((text) => text.fontSize);
      const shown = layout.lanes.reduce((count, lane) => count + lane.plates.length, 0);
      const cutCards = layout.cut.filter((entry) => entry.startsWith('card ')).length;
      console.info(
        `wall 1920×1080, turn ${turn + 1} of ${pages}: ${shown - cutCards} cards whole of ${shown} drawn, smallest text ${Math.min(...sizes)} px ` +
          `(${[...new Set(sizes)].sort((a, b) => a - b).join(', ')}), ` +
          `pages ${layout.lanes.map((lane) => `${lane.lane} ${lane.page ?? '1 de 1'}`).join(', ')}`,
      );
      const small = layout.texts.filter((text) => text.fontSize < 32);
      expect(small, 'texts under 32 px').toEqual([]);
      expect(layout.cut, 'cards or texts cut').toEqual([]);
      expect(layout.truncated, 'texts truncated').toEqual([]);
      for (const lane of layout.lanes) {
        for (const plate of lane.plates) seen.set(plate, (seen.get(plate) ?? new Set()).add(lane.lane));
        // The lane's name says the state: none of its cards repeats it.
        for (const plate of lane.plates)
          expect(
            await wall.getByRole('article', { name: plate }).getByText(lane.lane, { exact: true }).count(),
            `${lane.lane} on ${plate}`,
          ).toBe(0);
      }
    }
    // Every ticket was shown whole on some page, in its lane.
    expect([...seen.keys()].sort()).toEqual([...plates].sort());
    const laneOfState = { pending: 'Pendiente', inProgress: 'En Curso', paused: 'Pausado', finished: 'Listo / Finalizado hoy' };
    for (const [index, state] of states.entries())
      expect([...seen.get(plates[index]!)!]).toEqual([laneOfState[state as keyof typeof laneOfState]]);

    // The connection's state stays on screen, as big as the rest.
    await tv.context().setOffline(true);
    const status = wall.getByRole('status');
    await expect.poll(() => status.textContent(), eventually).toMatch(/Reconectando/);
    expect(await status.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(32);
    await shot(tv, 'wall-30-tickets-reconnecting');
    await tv.context().setOffline(false);
    await status.filter({ hasText: 'En vivo' }).waitFor({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(tv, 'wall screen, 30 tickets');
    await tv.context().close();
  });
});
