import { Button, Loader, Stack, Text } from '@mantine/core';
import { boardLaneMessages } from '@lavado/shared/messages/board';
import { commonMessages } from '@lavado/shared/messages/common';
import { IconIdBadge2 } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { ADD_RUT_PARAM, paths } from '../../../app/paths';
import { showDialog } from '../../../lib/dialogs/dialogs';
import type { SessionRole } from '@lavado/shared/auth/roles';
import { useAdministratorNames } from '../api/boardApi';
import { TOUCH_TARGET_PX } from './touchTarget';

const texts = boardLaneMessages.identificationHelp;

/** The administrators as one says whom to ask: 'Ana Pérez o Luis Soto'. */
export const askWhom = (names: readonly string[]) => new Intl.ListFormat('es', { type: 'disjunction' }).format(names);

/** Whom to ask for the RUT: the organization's administrators by name. */
function AskAdministrators() {
  const { data: names, isPending } = useAdministratorNames();
  if (isPending) return <Loader size="sm" role="status" aria-label={commonMessages.loading} />;
  return <Text>{names && names.length > 0 ? texts.askAdmins(askWhom(names)) : texts.askAnAdmin}</Text>;
}

/**
 * 'Necesita identificación' as a button: Iniciar is disabled until the user has a RUT. An
 * administrator is sent to their profile, open to add it; anyone else is told whom to ask (the
 * organization's administrators, by name) or that they can add it on their profile.
 */
export function NeedsIdentificationButton({ role }: { role: SessionRole | undefined }) {
  const navigate = useNavigate();
  const toProfile = () => void navigate(`${paths.home.profile}?${ADD_RUT_PARAM}`);
  const explain = () =>
    showDialog({
      kind: 'info',
      title: texts.title,
      message: texts.why,
      next: <Stack gap="xs">{role === 'AD' ? <Text>{texts.adminAction}</Text> : <AskAdministrators />}</Stack>,
      actions: [{ label: texts.goToProfile, onClick: toProfile }],
    });
  return (
    <Button
      variant="light"
      color="yellow"
      size="sm"
      h={TOUCH_TARGET_PX}
      fullWidth
      leftSection={<IconIdBadge2 size={18} />}
      onClick={role === 'AD' ? toProfile : explain}
    >
      {boardLaneMessages.needsIdentification}
    </Button>
  );
}
