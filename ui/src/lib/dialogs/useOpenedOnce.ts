import { useState } from 'react';

/**
 * Whether a dialog has been opened at least once. A dialog that each row of a list keeps (Pausar's
 * reasons on each board card) is drawn from its first opening on, not with its row: a closed Mantine
 * modal still draws its portal and transitions, and renders again once mounted.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [openedBefore, setOpenedBefore] = useState(opened);
  if (opened && !openedBefore) setOpenedBefore(true);
  return opened || openedBefore;
}
