import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import 'dayjs/locale/es';
import type { CSSProperties, ReactNode } from 'react';
import notificationClasses from './Notifications.module.css';
import { cssVariablesResolver, theme } from './theme';
import { TOP_BAR_HEIGHT } from './layout/topBarHeight';

/** Toasts on screen at once; later ones wait for a place. */
const NOTIFICATIONS_SHOWN = 3;

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Spanish locale with weeks starting on Monday, as docs/specification.md#locale says. */
const datesSettings = { locale: 'es', firstDayOfWeek: 1 } as const;

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <DatesProvider settings={datesSettings}>
          <ModalsProvider>
            {/* Below the top bar (the 'Bienvenido …' toast and stacked ones never hide its buttons), at most three at once. */}
            <Notifications
              position="top-right"
              limit={NOTIFICATIONS_SHOWN}
              classNames={notificationClasses}
              style={{ '--top-bar-height': `${TOP_BAR_HEIGHT}px` } as CSSProperties}
            />
            {children}
          </ModalsProvider>
        </DatesProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
