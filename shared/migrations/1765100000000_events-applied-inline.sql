-- Up Migration
-- Events no read model applied in the transaction that stored them (their metadata has no
-- `appliedInline`): an append may apply the inline read models itself only when none of these waits
-- after their checkpoints (projections/src/runner/inline.ts). Once appends apply them, this index
-- holds only the events of other types, so that check reads a few rows.
create index events_not_applied_inline on events (transaction_id, global_position) where not (metadata ? 'appliedInline');

-- Down Migration
drop index events_not_applied_inline;
