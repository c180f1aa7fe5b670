import { Badge, type MantineSize } from '@mantine/core';
import { realtimeMessages } from '@lavado/shared/messages/layout';
import type { CSSProperties } from 'react';
import { assertNever } from '../assertNever';
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

/** Whether pushes are arriving, announced to screen readers when it changes. */
export function LiveIndicator({ size = 'lg', style }: { size?: MantineSize; style?: CSSProperties }) {
  const { label, color } = describeStatus(useRealtimeStatus());
  return (
    <Badge role="status" size={size} color={color} variant="dot" style={style}>
      {label}
    </Badge>
  );
}
