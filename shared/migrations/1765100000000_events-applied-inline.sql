-- Up Migration
-- Events no read model applied in the transaction that stored them (their metadata has no
-- `appliedInline`): an append may apply the inline read models itself only when none of these waits
-- after their checkpoints (projections/src/runner/inline.ts). Once appends apply them, this index
-- holds only the events of other types, so that check reads a few rows.
create index events_not_applied_inline on events (transaction_id, global_position) where not (metadata ? 'appliedInline');

-- Where a rebuild that has not finished was to end: until its projector's runner gets there, it applies
-- again the events applied inline (a rebuild that stopped part way left their rows out), and appends
-- leave that projector to it (projections/src/runner/rebuild.ts).
alter table projection_checkpoints add column replay_until text;

-- Down Migration
alter table projection_checkpoints drop column replay_until;
drop index events_not_applied_inline;
