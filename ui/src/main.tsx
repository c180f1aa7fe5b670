import './lib/validation/withoutEval';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@lavado/shared/validation/spanish-errors';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { preloadPagesAt } from './app/lazyPage';
import { appRoutes } from './app/routes';
import { showSuccessToast } from './lib/dialogs/dialogs';
import { createQueryClient } from './lib/query/queryClient';
import { useSessionStore } from './lib/session/sessionStore';
import { takeWelcome } from './lib/session/welcome';

/**
 * The route table on the router's declarative `BrowserRouter`: the app uses none of the data router's
 * loaders, actions or fetchers, which are two thirds of the router's code (17 kB gzipped of the
 * first load). Errors are caught by `RouteErrorBoundary` in the table itself.
 */
function AppRoutes() {
  return useRoutes(appRoutes);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

// Signed in, the screen asked for is what React is about to draw (signed out, the guard sends the login page).
if (useSessionStore.getState().session) preloadPagesAt(appRoutes, window.location.pathname);

const app = createRoot(root);
// A transition: React draws the first screen in slices of a few milliseconds instead of one long
// task, so a phone's main thread stays free for a tap meanwhile (Lighthouse's total blocking time).
startTransition(() =>
  app.render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);

// The login page (its own small entry, ui/src/auth-pages) leaves its welcome for the app's first screen.
const welcome = takeWelcome(sessionStorage);
if (welcome) showSuccessToast(welcome);
