import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiContract, type ApiPath } from '@lavado/shared/api/contract';
import { LOGS_PAGE_MAX } from '@lavado/shared/logs/logs.schemas';
import { DATA_ACCESS_PAGE_MAX } from '@lavado/shared/data-access/data-access.schemas';
import { SUPPORT_TICKETS_PAGE_MAX } from '@lavado/shared/support/support.schemas';
import { BOARD_LANE_LIMIT } from '@lavado/shared/wash/board';
import { RECORDS_PAGE_MAX } from '@lavado/shared/wash/wash.schemas';
import { CLIENTS_LISTED } from '@lavado/projections/read/clients';
import { COMMISSION_CHANGES_LISTED, UNPAID_TICKETS_LISTED } from '@lavado/projections/read/money';
import { ORGANIZATIONS_LISTED } from '@lavado/projections/read/organizations';
import { ORGANIZATION_TICKETS_LISTED } from '@lavado/projections/read/support-tickets';
import { LOW_FEEDBACK_LISTED } from '@lavado/projections/read/ticket-feedback';
import { EMPLOYEES_LISTED, USERS_LISTED, WASHER_CHOICES_LISTED } from '@lavado/projections/read/users';
import { VEHICLES_LISTED } from '@lavado/projections/read/vehicles';
import { boardCandidateIds, OPEN_TICKETS_OF_PLATE_LISTED, PAST_BOARD_CARDS } from '@lavado/projections/read/wash-records';
import { MAILS_LISTED } from '@lavado/command-api/mail/outbox';
import { MAX_LISTED_LINKS } from '@lavado/command-api/wall-screen/wall-screen-links';
import { ADMIN, startTestApp, type TestApp } from '../support/test-app';
import { todayInSantiago } from '../support/wash-fixtures';

/**
 * Every list an answer carries has a page limit (docs/conventions.md, "every list a page size"):
 * the lists of rows that grow with use are each filled past their limit here (read-model rows
 * inserted directly, which is cheap) and must come back cut at exactly the limit; every other list
 * in an answer says what bounds it. A new list in any answer fails the first test until it is
 * added to one or the other.
 */
let t: TestApp;
let sa: string;
let ad: string;
let organizationId: string;

beforeAll(async () => {
  t = await startTestApp();
  sa = await t.login(ADMIN.identification, ADMIN.password);
  organizationId = (await t.createOrganization(sa, { name: 'Lavado Sin Fin' })).id;
  ad = (await t.createUser('AD', organizationId)).token;
});
afterAll(() => t.close());

/** Where a list sits in an answer: `.` the answer itself, `.tickets` a field, `[]` inside each item. */
function listsIn(schema: z.ZodType, path = ''): string[] {
  const def = (schema as unknown as { _zod: { def: { type: string } & Record<string, unknown> } })._zod.def;
  switch (def.type) {
    case 'array':
      return [path || '.', ...listsIn(def.element as z.ZodType, `${path}[]`)];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) => listsIn(value, `${path}.${key}`));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return listsIn(def.innerType as z.ZodType, path);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => listsIn(option, path));
    case 'pipe':
      return listsIn(def.out as z.ZodType, path);
    case 'record':
      return listsIn(def.valueType as z.ZodType, `${path}{}`);
    default:
      return [];
  }
}

const everyList = Object.values(apiContract)
  .flatMap((module) => Object.values(module))
  .flatMap((route) => [...new Set(listsIn(route.response))].map((list) => `${route.path} ${list}`))
  .sort();

// --- Read-model rows, inserted directly: `count` more rows of what a list shows.

const seedUsers = (count: number, role: 'EM' | 'AD' = 'EM') =>
  t.pool.query(
    `insert into users (id, identification, email, first_name, second_name, phone, role, organization_id, employee_number, enable, created_at)
     select gen_random_uuid(), 'lim-' || $4 || '-' || g, 'lim-' || $4 || '-' || g || '@lavado.test', 'Lavador', 'N' || g, 912345678,
            $2, $1, 100000 + g, 1, now()
       from generate_series(1, $3) g`,
    [organizationId, role, count, randomUUID().slice(0, 8)],
  );

const seedWashRecords = (count: number, ppu: string | null = null) =>
  t.pool.query(
    `insert into wash_records (id, organization_id, status, ppu, vehicle_type, brand, model, color, owner_name, driver, service_type,
                               observations, end_date, end_time, created_at, status_since)
     select gen_random_uuid(), $1, 1, coalesce($2, 'W' || lpad(g::text, 5, '0')), 'SED', 'Kia', 'Rio', 'Azul', 'Juan Pérez', 'Pedro',
            'FL', '', $3::date, '23:59', now() - make_interval(secs => g), now()
       from generate_series(1, $4) g`,
    [organizationId, ppu, todayInSantiago(), count],
  );

let supportNumbers = 1_000_000;
const seedSupportTickets = (count: number) => {
  supportNumbers += count + 1;
  return t.pool.query(
    `insert into support_tickets (id, ticket_number, organization_id, author_id, type, issue, description, created_at)
     select gen_random_uuid(), $2 + g, $1, gen_random_uuid(), 'EX', 'Consulta ' || g, 'Sin respuesta', now() - make_interval(secs => g)
       from generate_series(1, $3) g`,
    [organizationId, supportNumbers, count],
  );
};

interface CheckedList {
  route: ApiPath;
  /** The list, as `listsIn` names it. */
  list: string;
  limit: number;
  token: () => string;
  body: () => Record<string, unknown>;
  /** Inserts `count` rows the list would show. */
  seed: (count: number) => Promise<unknown>;
}

let clientWithFleet: string;

const checked: CheckedList[] = [
  {
    route: 'wash/getWashTicketByOrganizationId',
    list: '.tickets',
    limit: BOARD_LANE_LIMIT,
    token: () => ad,
    body: () => ({}),
    // The finding's figure: 1,030 tickets due today, all pending (one lane).
    seed: () => seedWashRecords(1_030),
  },
  {
    route: 'wallScreen/getBoard',
    list: '.tickets',
    limit: BOARD_LANE_LIMIT,
    token: () => ad,
    body: () => ({}),
    seed: (count) => seedWashRecords(count),
  },
  {
    route: 'wash/getCompleteTicketByOrganizationId',
    list: '.',
    limit: RECORDS_PAGE_MAX,
    token: () => ad,
    body: () => ({ limit: RECORDS_PAGE_MAX }),
    seed: (count) => seedWashRecords(count),
  },
  {
    route: 'wash/getOpenTicketsByPpu',
    list: '.',
    limit: OPEN_TICKETS_OF_PLATE_LISTED,
    token: () => ad,
    body: () => ({ ppu: 'LM1234' }),
    seed: (count) => seedWashRecords(count, 'LM1234'),
  },
  {
    route: 'client/getOrganizationClients',
    list: '.',
    limit: CLIENTS_LISTED,
    token: () => ad,
    body: () => ({}),
    seed: (count) =>
      t.pool.query(
        `insert into clients (id, organization_id, name, type, identification, contact_name, address, email, phone, created_at)
         select gen_random_uuid(), $1, 'Cliente ' || g, 'P', '1-9', 'Cliente ' || g, '', '', 0, now() from generate_series(1, $2) g`,
        [organizationId, count],
      ),
  },
  {
    route: 'client/getBlockedClients',
    list: '.',
    limit: CLIENTS_LISTED,
    token: () => ad,
    body: () => ({}),
    seed: (count) =>
      t.pool.query(
        `insert into clients (id, organization_id, name, type, identification, contact_name, address, email, phone, created_at, blocked_at, block_reason)
         select gen_random_uuid(), $1, 'Bloqueado ' || g, 'P', '1-9', 'Bloqueado ' || g, '', '', 0, now(), now(), 'Pedido'
           from generate_series(1, $2) g`,
        [organizationId, count],
      ),
  },
  {
    route: 'vehicle/getClientsVehiclesByIds',
    list: '.',
    limit: VEHICLES_LISTED,
    token: () => ad,
    body: () => ({ clients: [clientWithFleet] }),
    seed: (count) => {
      clientWithFleet = randomUUID();
      return t.pool.query(
        `insert into vehicles (organization_id, ppu, client_id, type, brand, model, color, created_at)
         select $1, 'V' || lpad(g::text, 5, '0'), $2, 'SED', 'Kia', 'Rio', 'Azul', now() from generate_series(1, $3) g`,
        [organizationId, clientWithFleet, count],
      );
    },
  },
  {
    route: 'employee/getOrganizationEmployees',
    list: '.',
    limit: EMPLOYEES_LISTED,
    token: () => ad,
    body: () => ({}),
    seed: (count) => seedUsers(count),
  },
  {
    route: 'payments/getWasherChoices',
    list: '.',
    limit: WASHER_CHOICES_LISTED,
    token: () => ad,
    body: () => ({}),
    seed: (count) => seedUsers(count),
  },
  {
    route: 'admin/getUsers',
    list: '.',
    limit: USERS_LISTED,
    token: () => sa,
    body: () => ({}),
    seed: (count) => seedUsers(count, 'AD'),
  },
  {
    route: 'admin/getOrganization',
    list: '.',
    limit: ORGANIZATIONS_LISTED,
    token: () => sa,
    body: () => ({}),
    seed: (count) =>
      t.pool.query(
        `insert into organizations (id, name, identification, domain, created_at)
         select gen_random_uuid(), 'Lavado ' || lpad(g::text, 5, '0'), '1-9', 'lavado.cl', now() from generate_series(1, $1) g`,
        [count],
      ),
  },
  {
    route: 'support/getUserTickets',
    list: '.',
    limit: ORGANIZATION_TICKETS_LISTED,
    token: () => ad,
    body: () => ({}),
    seed: seedSupportTickets,
  },
  {
    route: 'admin/getSupportTickets',
    list: '.',
    limit: SUPPORT_TICKETS_PAGE_MAX,
    token: () => sa,
    body: () => ({ limit: SUPPORT_TICKETS_PAGE_MAX }),
    seed: seedSupportTickets,
  },
  {
    route: 'admin/getLogs',
    list: '.logs',
    limit: LOGS_PAGE_MAX,
    token: () => sa,
    body: () => ({ limit: LOGS_PAGE_MAX }),
    seed: (count) =>
      t.pool.query(
        `insert into logs (id, event_type, organization_id, description, at)
         select gen_random_uuid(), 'ClientCreated', $1, 'creó un cliente', now() - make_interval(secs => g) from generate_series(1, $2) g`,
        [organizationId, count],
      ),
  },
  {
    route: 'privacy/getDataAccessLog',
    list: '.entries',
    limit: DATA_ACCESS_PAGE_MAX,
    token: () => sa,
    body: () => ({ limit: DATA_ACCESS_PAGE_MAX }),
    seed: (count) =>
      t.pool.query(
        `insert into personal_data_access (at, organization_id, actor_id, actor_role, what, action, subject_kind, subject_id)
         select now() - make_interval(secs => g), $1, gen_random_uuid(), 'AD', 'read', 'Ver cliente', 'client', gen_random_uuid()
           from generate_series(1, $2) g`,
        [organizationId, count],
      ),
  },
  {
    route: 'admin/getMails',
    list: '.',
    limit: MAILS_LISTED,
    token: () => sa,
    body: () => ({}),
    seed: (count) =>
      t.pool.query(
        `insert into mail_outbox (id, "to", subject, text, created_at)
         select gen_random_uuid(), 'persona' || g || '@lavado.test', 'Aviso', 'Hola', now() - make_interval(secs => g)
           from generate_series(1, $1) g`,
        [count],
      ),
  },
  {
    route: 'payments/getUnpaidTickets',
    list: '.',
    limit: UNPAID_TICKETS_LISTED,
    token: () => ad,
    body: () => ({}),
    seed: (count) =>
      t.pool.query(
        `insert into ticket_charges (ticket_id, organization_id, ppu, owner_name, service_code, created_at, finished_at, finished_day,
                                     currency, price, charged, paid)
         select gen_random_uuid(), $1, 'U' || lpad(g::text, 5, '0'), 'Juan Pérez', 'FL', now(), now() - make_interval(secs => g),
                current_date, 'CLP', 1000, 1000, 0
           from generate_series(1, $2) g`,
        [organizationId, count],
      ),
  },
  {
    route: 'cash/getCashDay',
    list: '.commissionChanges',
    limit: COMMISSION_CHANGES_LISTED,
    token: () => ad,
    body: () => ({ day: '2026-01-15' }),
    seed: (count) =>
      t.pool.query(
        `with tickets as (
           insert into ticket_charges (ticket_id, organization_id, ppu, owner_name, service_code, created_at)
           select gen_random_uuid(), $1, 'C' || lpad(g::text, 5, '0'), 'Juan Pérez', 'FL', now() from generate_series(1, $2) g
           returning ticket_id)
         insert into commission_changes (ticket_id, revision, organization_id, day, changed_at, before, after, reason)
         select ticket_id, 7, $1, '2026-01-15', now(), '[]', '[]', 'Corrección' from tickets`,
        [organizationId, count],
      ),
  },
  {
    route: 'dashboard/getFeedback',
    list: '.lowScoresToday',
    limit: LOW_FEEDBACK_LISTED,
    token: () => ad,
    body: () => ({}),
    seed: (count) =>
      t.pool.query(
        `insert into ticket_feedback (ticket_id, organization_id, score, comment, given_at)
         select gen_random_uuid(), $1, 2, 'Mal', now() - make_interval(secs => g) from generate_series(1, $2) g`,
        [organizationId, count],
      ),
  },
  {
    route: 'wallScreen/listLinks',
    list: '.',
    limit: MAX_LISTED_LINKS,
    token: () => ad,
    body: () => ({}),
    seed: (count) =>
      t.pool.query(
        `insert into wall_screen_links (id, organization_id, token_hash, created_by, created_at)
         select gen_random_uuid(), $1, md5(random()::text || g), gen_random_uuid(), now() - make_interval(secs => g)
           from generate_series(1, $2) g`,
        [organizationId, count],
      ),
  },
];

/** Lists whose length something other than a page limit bounds, and what. */
const boundedOtherwise: Record<string, string> = {
  'wash/getBoardAt .tickets': `PAST_BOARD_CARDS (${PAST_BOARD_CARDS}) candidates, each folded from its events: checked on the read below`,
  'wash/getBoardAt .tickets[].stateChanges': "one ticket's states: one per start, pause or finish of that ticket",
  'wash/getBoardAt .tickets[].customerNotifications': "one ticket's notices: at most one per state it entered",
  'wash/getWashTicketByOrganizationId .tickets[].stateChanges': "one ticket's states: one per start, pause or finish of that ticket",
  'wash/getWashTicketByOrganizationId .tickets[].customerNotifications': "one ticket's notices: at most one per state it entered",
  'wash/getCompleteTicketByOrganizationId [].stateChanges': "one ticket's states",
  'wash/getCompleteTicketByOrganizationId [].customerNotifications': "one ticket's notices",
  'wash/getOpenTicketsByPpu [].stateChanges': "one ticket's states",
  'wash/getOpenTicketsByPpu [].customerNotifications': "one ticket's notices",
  'wash/getCompleteTicketById .stateChanges': "one ticket's states",
  'wash/getCompleteTicketById .customerNotifications': "one ticket's notices",
  'code/getPublicTicket .steps': "one ticket's states",
  'wash/getTicketHistory .': "one ticket's own events (its stream): each one a person's command on that ticket",
  'wash/getStateThresholds .': 'one row per service of the price list and timed state',
  'wash/getTypicalServiceTimes .': 'one row per service of the catalog (BA, FL, EM)',
  'dashboard/getWashCount .': 'one row per service type',
  'menu/getOrganizationsMenu .': 'the modules of the platform, a fixed list',
  'setting/getAplicationParameters .': 'always the one item of the platform parameters',
  'admin/getAplicationParameters .': 'always the one item of the platform parameters',
  'payments/getTicketMoney .payments': "one ticket's payments: each a cashier's command paying part of its balance",
  'payments/getTicketMoney .washers': 'MAX_WASHERS (6) per ticket, checked by the decider',
  'cash/getCashDay .corrections': "one day's payments recorded after its close, each a cashier's command",
  'reports/getCommissionReport .washers': "one row per washer paid in the period (at most 93 days), among the organization's people",
  'reports/getCommissionReport .days': 'one row per day (at most 93) and washer',
  'reports/getRevenueReport .days': 'one row per day of the period: at most REPORT_MAX_DAYS (93)',
  'reports/getRevenueReport .services': "one row per service of the organization's price list",
  'reports/getRevenueReport .methods': 'one row per payment method (five) and currency',
  'reports/getMoneyToday .byCurrency': 'one row per currency (two)',
  'cash/getCashDay .charged': 'one amount per currency (two)',
  'cash/getCashDay .otherPayments': "one row per currency other than the drawer's (one)",
  'cash/getCashDay .commissionChanges[].before': 'the washers of one ticket: at most MAX_WASHERS (6)',
  'cash/getCashDay .commissionChanges[].after': 'the washers of one ticket: at most MAX_WASHERS (6)',
  'billing/getBillingSetup .services': "the organization's price list, which only its AD extends",
  'billing/getBillingSetup .prices': 'one price in force per service and vehicle group, and those its AD set for later days',
  'cash/getCashDay .cashCount': 'one row per CLP note or coin (nine), checked by the schema',
  'cash/getCashDay .owed': 'one amount per currency (two)',
  'cash/getCloseWarnings .open': 'at most CLOSE_WARNINGS_LISTED (100) rows, cut by the read',
  'cash/getCloseWarnings .unpaid': 'at most CLOSE_WARNINGS_LISTED (100) rows, cut by the read',
  'client/exportClientData .processing': 'the register of processing: a fixed list of purposes',
  'client/exportClientData .services': "everything held about one client, as the law's right of access asks: that client's own services",
  'client/exportClientData .payments': "everything held about one client: the payments of that client's own services",
  'client/exportClientData .vehicles': "everything held about one client: that client's own vehicles",
  'privacy/exportUserData .processing': 'the register of processing: a fixed list of purposes',
  'privacy/exportUserData .services': "everything held about one person, as the law's right of access asks: the services they did",
  'privacy/exportUserData .commissions': 'everything held about one person: their own commission lines, one per service they washed',
  'privacy/exportUserData .supportTickets': 'everything held about one person: the support tickets they opened',
  'privacy/exportUserData .logs': 'everything held about one person: the log lines that name them',
  'privacy/exportOwnData .processing': 'as privacy/exportUserData .processing',
  'privacy/exportOwnData .services': 'as privacy/exportUserData .services',
  'privacy/exportOwnData .commissions': 'as privacy/exportUserData .commissions',
  'privacy/exportOwnData .supportTickets': 'as privacy/exportUserData .supportTickets',
  'privacy/exportOwnData .logs': 'as privacy/exportUserData .logs',
  'code/getPublicTicket .checkIn.photos': 'the four sides and at most CHECK_IN_DAMAGE_MAX (6) damages, checked by the schema',
  'wash/getCheckIn .checkIn.photos': 'the four sides and at most CHECK_IN_DAMAGE_MAX (6) damages, checked by the schema',
  'employee/getAdministrators .': "the organization's active administrators",
  'employee/getInvitations .': 'one row per employee of the organization, the people its AD registered',
  'organization/getCheckInPolicy .services': 'at most the three services of the catalog, checked by the schema',
  'packs/getPacksSetup .offers': "the organization's pack offers, which only its AD creates",
  'packs/getPacksSetup .offers[].serviceCodes': 'at most 20 services per offer, checked by the schema',
  'packs/getPacksSetup .loyalty': 'one rule per service of the price list',
  'packs/getPlatePacks .packs': 'at most 20 packs of one plate, the latest first, cut by the read',
  'packs/getPlatePacks .packs[].serviceCodes': 'at most 20 services per pack, checked by the schema',
  'packs/getPlatePacks .loyalty': 'one rule per service of the price list',
  'packs/getSoldPacks .': 'at most PACKS_LISTED (200) packs, the latest sold first, cut by the read',
  'packs/getSoldPacks [].serviceCodes': 'at most 20 services per pack, checked by the schema',
  'wash/getBoardAt .tickets[].charge.washers': 'MAX_WASHERS (6) per ticket, checked by the decider',
  'wash/getCompleteTicketById .charge.washers': 'MAX_WASHERS (6) per ticket, checked by the decider',
  'wash/getCompleteTicketByOrganizationId [].charge.washers': 'MAX_WASHERS (6) per ticket, checked by the decider',
  'wash/getOpenTicketsByPpu [].charge.washers': 'MAX_WASHERS (6) per ticket, checked by the decider',
  'wash/getWashTicketByOrganizationId .tickets[].charge.washers': 'MAX_WASHERS (6) per ticket, checked by the decider',
};
// A pack command's answer repeats the pack it changed, or the setup after the change.
for (const route of ['packs/sellPack', 'packs/usePack', 'packs/expirePack', 'packs/refundPack'])
  boundedOtherwise[`${route} .pack.serviceCodes`] = 'at most 20 services per pack, checked by the schema';
for (const route of ['packs/offerPack', 'packs/withdrawOffer', 'packs/setLoyaltyRule'])
  for (const list of ['offers', 'offers[].serviceCodes', 'loyalty'])
    boundedOtherwise[`${route} .setup.${list}`] = `as packs/getPacksSetup .${list}`;
// A command's answer repeats the list of its read (the setup after the change, the ticket's money after a payment).
for (const route of [
  'billing/setCurrency',
  'billing/addService',
  'billing/setPrice',
  'billing/setPrices',
  'billing/setCommissionRule',
  'billing/setPaymentPolicy',
])
  for (const list of ['services', 'prices']) boundedOtherwise[`${route} .setup.${list}`] = `as billing/getBillingSetup .${list}`;
for (const route of [
  'payments/recordPayment',
  'payments/priceTicket',
  'payments/discountTicket',
  'payments/markCourtesy',
  'payments/voidTicket',
  'payments/setWashers',
])
  for (const list of ['payments', 'washers']) boundedOtherwise[`${route} .money.${list}`] = `as payments/getTicketMoney .${list}`;
for (const route of ['cash/openDay', 'cash/closeDay'])
  for (const list of [
    'corrections',
    'cashCount',
    'owed',
    'charged',
    'otherPayments',
    'commissionChanges',
    'commissionChanges[].before',
    'commissionChanges[].after',
  ])
    boundedOtherwise[`${route} .day.${list}`] = `as cash/getCashDay .${list}`;

describe('page limits on every list an answer carries', () => {
  it('names every list in every answer: each is filled past its limit below, or says what bounds it', () => {
    const accounted = [...checked.map((entry) => `${entry.route} ${entry.list}`), ...Object.keys(boundedOtherwise)].sort();
    expect(accounted).toEqual(everyList);
  });

  it.each(checked)('$route answers at most $limit rows when more exist', async ({ route, list, limit, token, body, seed }) => {
    await seed(limit + 1);
    const answer = await t.call<unknown>(route, body(), token());
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    const rows = list === '.' ? answer.body : (answer.body as Record<string, unknown>)[list.slice(1)];
    expect(Array.isArray(rows)).toBe(true);
    // Exactly the limit: more rows than that exist, so the answer was cut, not short.
    expect((rows as unknown[]).length).toBe(limit);
  });

  it('the past board folds at most PAST_BOARD_CARDS tickets from their events', async () => {
    // Its cards come from the tickets' own events, which rows inserted into the read model do not have: its candidates are checked.
    await seedWashRecords(PAST_BOARD_CARDS + 1);
    const ids = await boardCandidateIds(t.pool, organizationId, new Date(Date.now() + 60_000), todayInSantiago());
    expect(ids).toHaveLength(PAST_BOARD_CARDS);
    const answer = await t.call<{ tickets: unknown[] }>('wash/getBoardAt', { at: new Date().toISOString() }, ad);
    expect(answer.status).toBe(200);
    expect(answer.body.tickets.length).toBeLessThanOrEqual(PAST_BOARD_CARDS);
  });
});
