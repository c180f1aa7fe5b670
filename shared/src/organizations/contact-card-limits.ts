/**
 * The bounds of the car wash's contact card (contact-card.ts), apart from its schemas so that the
 * screens' words (`shared/src/messages/business.ts`) can name them without carrying a schema.
 */
export const BUSINESS_NAME_MAX_LENGTH = 80;
export const ADDRESS_MAX_LENGTH = 160;
export const OPENING_HOURS_MAX_LENGTH = 300;
export const OPENING_HOURS_MAX_LINES = 7;
