import { Button, Group } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import classes from './printActions.module.css';

/**
 * The buttons above a printable page, on screen only: print it (or save it as PDF), or go back to
 * where it was opened from (closing the tab the app opened it in).
 */
export function PrintActions({ print, back }: { print: string; back: string }) {
  return (
    <Group justify="center" className={classes.screenOnly}>
      <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
        {print}
      </Button>
      <Button variant="default" onClick={() => (window.opener ? window.close() : window.history.back())}>
        {back}
      </Button>
    </Group>
  );
}
