import { describe, expect, it } from 'vitest';
import { useProjectionDatabase } from '../../../tests/support/projection-database';
import { inTransaction } from '../db/pool';
import { appendToFeed, PLATFORM_ORGANIZATION_ID, SUPER_ADMINS_FEED_ID } from './feed';

const database = useProjectionDatabase();

describe('appendToFeed', () => {
  it('writes several items in one statement as it writes them one by one: in their order, each with its organization and payload', async () => {
    const items = [
      { organizationId: PLATFORM_ORGANIZATION_ID, topic: 'first', payload: { text: 'comillas " y \\ barra', n: 1 } },
      { organizationId: SUPER_ADMINS_FEED_ID, topic: 'second', payload: { nested: { list: [1, 2] } } },
      { organizationId: PLATFORM_ORGANIZATION_ID, topic: 'third', payload: {} },
    ];
    await inTransaction(database.pool, (client) => appendToFeed(client, ...items));
    await inTransaction(database.pool, (client) => appendToFeed(client, items[0]!));
    await inTransaction(database.pool, (client) => appendToFeed(client));

    const { rows } = await database.pool.query<{ organizationId: string; topic: string; payload: unknown }>(
      'select organization_id as "organizationId", topic, payload from realtime_feed order by position',
    );
    expect(rows).toEqual([...items, items[0]]);
  });
});
