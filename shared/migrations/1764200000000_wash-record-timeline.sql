-- Up Migration
-- A ticket's timeline, folded by the wash-records projector: every state it entered (the customer's
-- page draws its steps from them) and every state its client was told about ("Avisar por WhatsApp").
-- Entries are {"status": 1-4, "at": ISO instant}.
alter table wash_records
  add column state_changes jsonb not null default '[]',
  add column customer_notifications jsonb not null default '[]';

-- Tickets projected before: their states from the events when the event store is this database,
-- otherwise what their row kept (created, first started, finished).
update wash_records w
   set state_changes = coalesce(
     (select jsonb_agg(
               jsonb_build_object(
                 'status', case e.type when 'TicketCreated' then 1 when 'TicketStarted' then 2 when 'TicketPaused' then 3 else 4 end,
                 'at', coalesce(e.data ->> 'createdAt', e.data ->> 'startedAt', e.data ->> 'pausedAt', e.data ->> 'finishedAt'))
               order by e.stream_revision)
        from events e
       where e.stream_id = 'ticket-' || w.id
         and e.type in ('TicketCreated', 'TicketStarted', 'TicketPaused', 'TicketFinished')),
     jsonb_build_array(jsonb_build_object('status', 1, 'at', to_char(w.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
       || case when w.started_at is null then '[]'::jsonb
               else jsonb_build_array(jsonb_build_object('status', 2, 'at', to_char(w.started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))) end
       || case when w.finished_at is null then '[]'::jsonb
               else jsonb_build_array(jsonb_build_object('status', 4, 'at', to_char(w.finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))) end);

-- Down Migration
alter table wash_records drop column customer_notifications, drop column state_changes;
