import { Badge, type MantineSize } from '@mantine/core';
import { realtimeMessages } from '@lavado/shared/messages/layout';
import type { CSSProperties } from 'react';
import { assertNever } from '../assertNever';
import { localTimeToTheSecond } from '../format/zonedClock';
import { useRealtimeStatus, type RealtimeStatus } from './connectionStore';

const texts = realtimeMessages;

function describeStatus(status: RealtimeStatus): { label: string; color: string } {
  switch (status) {
    case 'live':
      return { label: texts.live, color: 'teal' };
    case 'connecting':
      return { label: texts.connecting, color: 'gray' };
    case 'reconnecting':
      return { label: texts.reconnecting, color: 'orange' };
    case 'offline':
      return { label: texts.offline, color: 'red' };
    default:
      return assertNever(status);
  }
}

interface LiveIndicatorProps {
  size?: MantineSize;
  style?: CSSProperties;
  /** When the screen's data last changed (a read or a push applied), in ms: shown beside the state. */
  updatedAt?: number | undefined;
}

/** Whether pushes are arriving, and since when the screen's data is as shown; announced to screen readers when it changes. */
export function LiveIndicator({ size = 'lg', style, updatedAt }: LiveIndicatorProps) {
  const { label, color } = describeStatus(useRealtimeStatus());
  return (
    <Badge role="status" size={size} color={color} variant="dot" style={style}>
      {label}
      {updatedAt ? ` · ${texts.lastUpdate(localTimeToTheSecond(new Date(updatedAt)))}` : null}
    </Badge>
  );
}
