import { Loader } from '@mantine/core';
import { clientApi } from '@lavado/shared/clients/client.contract';
import { privacyMessages } from '@lavado/shared/messages/privacy';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router-dom';
import { call } from '../../../lib/api/apiClient';
import { LoadFailure } from '../../../lib/components/LoadFailure';
import { SheetsDocument } from '../../../lib/personal-data/SheetsDocument';
import { useSessionStore } from '../../../lib/session/sessionStore';
import { clientExportSheets } from './clientExport';

const texts = privacyMessages.print;

/**
 * The motive travels in the address's fragment (`#motivo=…`), which the browser never sends to a
 * server: it reaches the export call's body, and no access log.
 */
function motiveFromHash(hash: string): string | undefined {
  const motive = new URLSearchParams(hash.replace(/^#/, '')).get('motivo')?.trim();
  return motive || undefined;
}

/**
 * /print/client-data/:clientId: everything held about a client as a printable page, which the browser saves
 * as PDF. Opening it is an export (recorded in the accountability log), so it is read once and never again
 * behind the user's back.
 */
export function ClientDataPrintPage() {
  const { clientId: id = '' } = useParams();
  const { hash } = useLocation();
  const organizationId = useSessionStore((state) => state.session?.organization ?? null);
  const held = useQuery({
    queryKey: ['clients', 'print-export', id],
    queryFn: () => call(clientApi.exportClientData, { organizationId, id, motivo: motiveFromHash(hash) }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (held.isPending) return <Loader m="xl" aria-label={texts.title} />;
  if (held.isError) return <LoadFailure onRetry={() => void held.refetch()} />;
  return <SheetsDocument title={`${texts.title}: ${held.data.client.name}`} sheets={clientExportSheets(held.data)} />;
}
