import './lib/validation/withoutEval';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@lavado/shared/validation/spanish-errors';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { appRoutes } from './app/routes';
import { createQueryClient } from './lib/query/queryClient';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={createBrowserRouter(appRoutes)} />
    </AppProviders>
  </StrictMode>,
);
