import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type CSSProperties, type ReactNode } from 'react';
import { TOASTS_SHOWN } from '../lib/dialogs/dialogs';
import notificationClasses from './Notifications.module.css';
import { cssVariablesResolver, theme } from './theme';
import { TOP_BAR_HEIGHT } from './layout/topBarHeight';

/**
 * The toasts' container (with its drag-to-dismiss and transitions, about 8 kB gzipped) is fetched
 * after the first screen: a toast shown before then (the login's welcome) waits in Mantine's store,
 * which `notifications.show` fills, and appears when the container mounts.
 */
const Notifications = lazy(() => import('./Toasts'));

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
            <Suspense>
              <Notifications
                position="top-right"
                limit={TOASTS_SHOWN}
                classNames={notificationClasses}
                style={{ '--top-bar-height': `${TOP_BAR_HEIGHT}px` } as CSSProperties}
              />
            </Suspense>
            {children}
          </ModalsProvider>
        </DatesProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
