import { assertNever } from '@lavado/shared/domain/decider';
import { eventTypesFeeding, type EventFeeding } from '@lavado/shared/events/catalog';
import { defineProjector } from './define';

/**
 * The packs an organization offers, its loyalty rule, and each pack sold to a plate with what is left
 * on it (docs/money.md, Packs). It applies what the events say: every rule is the pack deciders'.
 */
export const packsProjector = defineProjector<EventFeeding<'packs'>>()({
  name: 'packs',
  tables: ['pack_offers', 'loyalty_rules', 'packs', 'pack_washes'],
  handles: eventTypesFeeding('packs'),
  async apply(event, { client }) {
    switch (event.type) {
      case 'PackOffered': {
        const d = event.data;
        await client.query(
          `insert into pack_offers (offer_id, organization_id, name, service_codes, washes, price, currency, valid_days, offered_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (offer_id) do nothing`,
          [d.offerId, d.organizationId, d.name, d.serviceCodes, d.washes, d.price, d.currency, d.validDays, d.offeredAt],
        );
        return;
      }
      case 'PackOfferWithdrawn':
        await client.query('update pack_offers set withdrawn = true where offer_id = $1', [event.data.offerId]);
        return;
      case 'LoyaltyRuleSet': {
        const { organizationId, serviceCode, every } = event.data;
        await client.query(
          `insert into loyalty_rules (organization_id, service_code, every) values ($1, $2, $3)
           on conflict (organization_id, service_code) do update set every = excluded.every`,
          [organizationId, serviceCode, every],
        );
        return;
      }
      case 'PackSold': {
        const d = event.data;
        await client.query(
          `insert into packs (pack_id, organization_id, offer_id, name, service_codes, plate, washes, amount, currency, sold_at, expires_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (pack_id) do nothing`,
          [d.packId, d.organizationId, d.offerId, d.name, d.serviceCodes, d.plate, d.washes, d.amount, d.currency, d.soldAt, d.expiresAt],
        );
        return;
      }
      case 'PackWashUsed': {
        const { packId, ticketId, usedAt } = event.data;
        // A wash applied twice (a replay) counts once.
        await client.query(
          `with used as (insert into pack_washes (pack_id, ticket_id, used_at) values ($1, $2, $3) on conflict do nothing returning 1)
           update packs set used = used + (select count(*) from used) where pack_id = $1`,
          [packId, ticketId, usedAt],
        );
        return;
      }
      case 'PackExpired':
        await client.query('update packs set expired_at = $2, expire_reason = $3 where pack_id = $1', [
          event.data.packId,
          event.data.expiredAt,
          event.data.reason,
        ]);
        return;
      case 'PackRefunded':
        await client.query('update packs set refunded_at = $2, refund_amount = $3, refund_reason = $4 where pack_id = $1', [
          event.data.packId,
          event.data.refundedAt,
          event.data.amount,
          event.data.reason,
        ]);
        return;
      default:
        assertNever(event);
    }
  },
});
