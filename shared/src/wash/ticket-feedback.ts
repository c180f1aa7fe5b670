import { z } from 'zod';

/**
 * The customer's answer once the wash is done (issue 20, "Feedback after the wash"): a score from
 * 0 to 10 and '¿Qué podemos mejorar?'. One answer per ticket, sent from the ticket's page with no
 * session: the ticket's unguessable id is the credential, as for the page itself (docs/security.md, rule 9).
 */
export const FEEDBACK_MIN_SCORE = 0;
export const FEEDBACK_MAX_SCORE = 10;
export const FEEDBACK_COMMENT_MAX_LENGTH = 500;
/** A score at or below this reaches the AD's dashboard and board at once, with the plate and the comment, so the owner can act before the car leaves. */
export const LOW_FEEDBACK_SCORE = 6;

/** Answers one client address may send per minute: a customer sends one; this only slows someone trying ids. */
export const PUBLIC_FEEDBACK_PER_MINUTE = 10;

export const feedbackMessages = {
  scoreRequired: 'Elija una nota del 0 al 10.',
  commentTooLong: `Máximo ${FEEDBACK_COMMENT_MAX_LENGTH} caracteres.`,
  notFinished: 'Podrá evaluar el servicio cuando su vehículo esté listo para retirar.',
  alreadyGiven: 'Este servicio ya fue evaluado. ¡Gracias por su opinión!',
  thanks: '¡Gracias por su opinión!',
} as const;

export const feedbackScoreSchema = z
  .number(feedbackMessages.scoreRequired)
  .int(feedbackMessages.scoreRequired)
  .min(FEEDBACK_MIN_SCORE, feedbackMessages.scoreRequired)
  .max(FEEDBACK_MAX_SCORE, feedbackMessages.scoreRequired);

/** `code/sendFeedback`: the ticket's id (from its page's address), the score and what could be better. */
export const sendFeedbackBody = z.strictObject({
  id: z.uuid('Código inválido.'),
  score: feedbackScoreSchema,
  comment: z.string().max(FEEDBACK_COMMENT_MAX_LENGTH, feedbackMessages.commentTooLong).trim().default(''),
});
export type SendFeedbackBody = z.input<typeof sendFeedbackBody>;

export const sendFeedbackResponse = z.object({ status: z.literal(true), msg: z.string() });

/**
 * Feed topic of a customer's answer, pushed to its organization's members' room by the
 * ticket-feedback projector. It carries the ticket's id only, never the score, plate or comment:
 * the AD's screens read those through `dashboard/getFeedback`, which only the AD may call, and a
 * wall screen is never sent it (docs/security.md, rule 58).
 */
export const FEEDBACK_RECEIVED = 'feedback.received';
export const feedbackReceivedPayload = z.strictObject({ ticketId: z.uuid() });
