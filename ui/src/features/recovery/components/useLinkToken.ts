import { resetMessages } from '@lavado/shared/messages/auth';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { openAuthPage } from '../../../lib/session/openAuthPage';

/**
 * The token of a set-password link (`/reset?token=…`), read once. The address bar loses it at once
 * (replaced history entry), so that it does not linger in the history or travel in a shared URL.
 * Without a token the page has nothing to do: login, with the warning of docs/specification.md#validation.
 */
export function useLinkToken(): string | null {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(search).get('token') || null);
  // Effects run twice in development (StrictMode): warn once.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    if (token === null) {
      openAuthPage(paths.login, { notice: { kind: 'warning', title: resetMessages.missingToken } });
    } else {
      void navigate({ pathname, search: '' }, { replace: true });
    }
  }, [token, pathname, navigate]);

  return token;
}
