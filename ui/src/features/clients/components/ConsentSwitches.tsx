import { Stack, Switch } from '@mantine/core';
import type { Client } from '@lavado/shared/clients/client.schemas';
import type { ConsentPurpose } from '@lavado/shared/clients/client.events';
import { clientsMessages } from '@lavado/shared/messages/clients';
import { commonMessages } from '@lavado/shared/messages/common';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { useChangeClientConsent } from '../api/clientsApi';

const texts = clientsMessages.consents;
const purposes: { purpose: ConsentPurpose; label: string }[] = [
  { purpose: 'serviceMessages', label: texts.serviceMessagesShort },
  { purpose: 'marketing', label: texts.marketingShort },
];

/**
 * A client's consent per purpose, each a switch: one tap withdraws it (or grants it again) and the
 * server records it as an event (docs/privacy.md, "Consentimiento por finalidad").
 */
export function ConsentSwitches({ client }: { client: Client }) {
  const change = useChangeClientConsent();
  const pending = change.isPending ? change.variables.purpose : null;
  return (
    <Stack gap={4}>
      {purposes.map(({ purpose, label }) => (
        <Switch
          key={purpose}
          size="xs"
          label={label}
          checked={client.consents[purpose]}
          disabled={pending === purpose}
          onChange={(event) =>
            change.mutate(
              { id: client.id, purpose, granted: event.currentTarget.checked },
              { onError: (error) => reportApiFailure(error, commonMessages.errorTitle) },
            )
          }
        />
      ))}
    </Stack>
  );
}
