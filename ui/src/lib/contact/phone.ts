import { contactMessages } from '@lavado/shared/messages/common';
import { chatLink } from '@lavado/shared/validation/contact';

const texts = contactMessages;

/** A stored phone as the lists show it: '+56 912345678'. */
export const phoneLabel = (phone: number) => `${texts.phonePrefix} ${phone}`;

/** The chat link (docs/specification.md#calls) to that phone, greeting the person by first name. */
export const greetingChatLink = (phone: number, firstName: string) => chatLink(phone, texts.chatText(firstName));
