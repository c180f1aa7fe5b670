import { networkMessages } from '@lavado/shared/messages/common';
import { publicCodeMessages } from '@lavado/shared/messages/public-code';
import {
  FEEDBACK_COMMENT_MAX_LENGTH,
  FEEDBACK_MAX_SCORE,
  FEEDBACK_MIN_SCORE,
  LOW_FEEDBACK_SCORE,
} from '@lavado/shared/wash/ticket-feedback';
import { ticketStatus } from '@lavado/shared/wash/ticket-status';
import type { PublicTicket } from '@lavado/shared/wash/public-ticket';
import { sendFeedback } from './feedbackApi';
import { el } from './render';

const texts = publicCodeMessages.feedback;

type Phase = 'hidden' | 'asking' | 'sending' | 'thanked';

export interface FeedbackSection {
  /** The section, kept across the page's renders so that what the customer chose and typed stays. */
  readonly element: HTMLElement;
  /** Shown once the car is ready to collect; thanks instead when the answer was already given. */
  follow(ticket: Pick<PublicTicket, 'status' | 'feedbackGiven'>): void;
}

/** The colour of a chosen score: the low ones the AD is told about at once, the middling ones, and the delighted 9 and 10. */
const scoreTone = (score: number) => (score <= LOW_FEEDBACK_SCORE ? 'low' : score < 9 ? 'mid' : 'high');

/**
 * "¿Cómo fue su experiencia?": a score from 0 to 10 and '¿Qué podemos mejorar?', asked once the car is
 * ready to collect (issue 20). One answer per ticket: once sent, or when the page learns it was given
 * before, the section thanks the customer instead.
 */
export function createFeedbackSection(ticketId: string): FeedbackSection {
  let phase: Phase = 'hidden';
  // One key per answer being sent: a retry after a dropped connection is the same command to the server.
  let idempotencyKey = crypto.randomUUID();
  let lastAnswer = '';

  const scores = el('div', { class: 'scores' });
  for (let score = FEEDBACK_MIN_SCORE; score <= FEEDBACK_MAX_SCORE; score += 1) {
    const id = `score-${score}`;
    scores.append(
      el('input', { type: 'radio', name: 'score', value: String(score), id, class: 'score-input', 'data-focus-key': id }),
      el('label', { for: id, class: `score score--${scoreTone(score)}` }, String(score)),
    );
  }
  const scale = el('p', { class: 'scale', 'aria-hidden': 'true' }, el('span', {}, texts.worst), el('span', {}, texts.best));
  const comment = el('textarea', {
    id: 'feedback-comment',
    name: 'comment',
    rows: '3',
    maxlength: String(FEEDBACK_COMMENT_MAX_LENGTH),
    'data-focus-key': 'feedback-comment',
  }) as HTMLTextAreaElement;
  const problem = el('p', { class: 'feedback-problem', role: 'alert' });
  const submit = el('button', { type: 'submit', class: 'send', 'data-focus-key': 'feedback-send' }, texts.send) as HTMLButtonElement;
  const form = el(
    'form',
    { class: 'feedback-form', novalidate: '' },
    el('fieldset', {}, el('legend', {}, texts.score), scores, scale),
    el('label', { for: 'feedback-comment' }, texts.improve, ' ', el('span', { class: 'optional' }, `(${texts.optional})`)),
    comment,
    problem,
    submit,
  );
  const thanks = el('p', { class: 'thanks', role: 'status' }, texts.thanks);
  const element = el(
    'section',
    { class: 'card feedback', 'aria-labelledby': 'feedback-title', hidden: '' },
    el('h2', { id: 'feedback-title' }, texts.title),
    form,
  );

  const show = (next: Phase) => {
    phase = next;
    element.hidden = phase === 'hidden';
    submit.disabled = phase === 'sending';
    submit.textContent = phase === 'sending' ? texts.sending : texts.send;
    if (phase === 'thanked') form.replaceWith(thanks);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (phase !== 'asking') return;
    const chosen = form.querySelector<HTMLInputElement>('input[name="score"]:checked');
    if (!chosen) {
      problem.textContent = texts.chooseScore;
      return;
    }
    const answer = { id: ticketId, score: Number(chosen.value), comment: comment.value };
    const said = JSON.stringify(answer);
    if (said !== lastAnswer) idempotencyKey = crypto.randomUUID();
    lastAnswer = said;
    problem.textContent = '';
    show('sending');
    void sendFeedback(answer, idempotencyKey).then((sent) => {
      if (sent.kind === 'thanks') {
        show('thanked');
        return;
      }
      problem.textContent = sent.kind === 'refused' ? sent.message : networkMessages.unavailable;
      show('asking');
    });
  });

  return {
    element,
    follow(ticket) {
      if (ticket.feedbackGiven || phase === 'thanked') {
        show('thanked');
        return;
      }
      if (phase === 'sending') return;
      show(ticket.status === ticketStatus.finished ? 'asking' : 'hidden');
    },
  };
}
