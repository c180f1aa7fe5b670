import type { Pool } from '@lavado/shared/db/pool';
import type { FeedbackSummary } from '@lavado/shared/dashboard/dashboard.schemas';
import { LOW_FEEDBACK_SCORE } from '@lavado/shared/wash/ticket-feedback';

/** Today's low answers on the AD's dashboard and board: more than a day's worth of unhappy customers is a list nobody reads. */
export const LOW_FEEDBACK_LISTED = 20;
/** The dashboard's score: the answers of the last 7 days, today included. */
export const FEEDBACK_WEEK_DAYS = 7;

/**
 * The organization's feedback as the AD reads it: the average score and count of the answers given
 * since `weekStart`, and the answers at or below LOW_FEEDBACK_SCORE given since `todayStart` (the
 * organization's midnight), newest first, with the plate of the ticket they are about.
 */
export async function feedbackSummary(
  pool: Pool,
  organizationId: string,
  since: { weekStart: string; todayStart: string },
): Promise<FeedbackSummary> {
  const [week, low] = await Promise.all([
    pool.query<{ average: string | null; count: number }>(
      `select round(avg(score), 1)::text as average, count(*)::int as count
         from ticket_feedback where organization_id = $1 and given_at >= $2`,
      [organizationId, since.weekStart],
    ),
    pool.query<FeedbackSummary['lowScoresToday'][number]>(
      `select f.ticket_id as "ticketId", coalesce(w.ppu, '') as plate, f.score, f.comment,
              to_char(f.given_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "givenAt"
         from ticket_feedback f left join wash_records w on w.id = f.ticket_id
        where f.organization_id = $1 and f.score <= $2 and f.given_at >= $3
        order by f.given_at desc, f.ticket_id limit $4`,
      [organizationId, LOW_FEEDBACK_SCORE, since.todayStart, LOW_FEEDBACK_LISTED],
    ),
  ]);
  const { average, count } = week.rows[0] ?? { average: null, count: 0 };
  return { week: { average: average === null ? null : Number(average), count }, lowScoresToday: low.rows };
}

/** Whether the ticket's customer already answered (the page then thanks them instead of asking again). */
export async function feedbackGiven(pool: Pool, ticketId: string): Promise<boolean> {
  const { rowCount } = await pool.query('select 1 from ticket_feedback where ticket_id = $1', [ticketId]);
  return (rowCount ?? 0) > 0;
}
