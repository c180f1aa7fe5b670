import { adminMessages } from '@lavado/shared/messages/admin';
import type { UserProfile } from '@lavado/shared/identity/user.schemas';
import { ExportExcelButton } from '../../../lib/export/ExportExcelButton';
import { usersExportTable } from './usersExport';

/** Registro_de_usuarios.xlsx with the users listed under the current filters. */
export function ExportUsersButton({ users }: { users: readonly UserProfile[] }) {
  return <ExportExcelButton label={adminMessages.users.export} disabled={users.length === 0} build={() => usersExportTable(users)} />;
}
