import { generatePath } from 'react-router-dom';
import { paths } from '../../app/paths';

/** The public page a customer reaches by scanning the ticket's QR code, or from a chat: {site}/code/{id}. */
export function publicCodeLink(origin: string, id: string): string {
  return `${origin}${generatePath(paths.publicCode, { id })}`;
}
