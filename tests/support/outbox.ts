import { linkSealer } from '../../command-api/src/mail/sealed-link';
import { TEST_TOKEN_SETTINGS } from './test-app';

const sealer = linkSealer(TEST_TOKEN_SETTINGS.secret);

/** A link as the mailer reads it from the outbox (sealed there with the API's secret), or null. */
export function openedLink(sealed: string | null | undefined): string | null {
  return sealed ? sealer.open(sealed) : null;
}
