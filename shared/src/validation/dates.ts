import { z } from 'zod';

/**
 * Every date and time the API accepts lies in this range. A year PostgreSQL cannot store (0000) or
 * a read model cannot sort would otherwise pass the ISO format check, be appended as an event and
 * stop a projector for every organization.
 */
export const EARLIEST_DATE = '2000-01-01';
export const LATEST_DATE = '2100-12-31';
export const DATE_OUT_OF_RANGE = 'La fecha debe estar entre el 01/01/2000 y el 31/12/2100.';

const EARLIEST_INSTANT = Date.parse(`${EARLIEST_DATE}T00:00:00Z`);
const LATEST_INSTANT = Date.parse(`${LATEST_DATE}T23:59:59.999Z`);

/** A calendar day, `YYYY-MM-DD`, within the range. */
export const isoDateInRange = (message?: string) =>
  z.iso.date(message).refine((day) => day >= EARLIEST_DATE && day <= LATEST_DATE, DATE_OUT_OF_RANGE);

/** An instant with its offset (`2025-06-10T10:00:00-04:00`), within the range. */
export const isoDateTimeInRange = (message?: string) =>
  z.iso.datetime({ offset: true, ...(message ? { error: message } : {}) }).refine((value) => {
    const instant = Date.parse(value);
    return instant >= EARLIEST_INSTANT && instant <= LATEST_INSTANT;
  }, DATE_OUT_OF_RANGE);
