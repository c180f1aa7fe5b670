import { fileMessages } from '@lavado/shared/messages/placeholders';
import { Suspense } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../lib/components/PageLoader';
import { TitledPage } from '../lib/components/TitledPage';
import { RequireAccess } from './guard/RequireAccess';
import { routeRoles } from './guard/routeRoles';
import { lazyPage } from './lazyPage';
import { paths } from './paths';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const LandingPage = lazyPage(() => import('../features/landing/components/LandingPage'), 'LandingPage');
const MainLayout = lazyPage(() => import('./layout/MainLayout'), 'MainLayout');
const BookingsPage = lazyPage(() => import('../features/bookings/components/BookingsPage'), 'BookingsPage');
const OrganizationsPage = lazyPage(() => import('../features/organizations/components/OrganizationsPage'), 'OrganizationsPage');

const DashboardPage = lazyPage(() => import('../features/dashboard/components/DashboardPage'), 'DashboardPage');
const RecordsPage = lazyPage(() => import('../features/records/components/RecordsPage'), 'RecordsPage');
const CheckInPage = lazyPage(() => import('../features/check-in/components/CheckInPage'), 'CheckInPage');
const RecordDetailPage = lazyPage(() => import('../features/record-detail/components/RecordDetailPage'), 'RecordDetailPage');
const EmployeesPage = lazyPage(() => import('../features/employees/components/EmployeesPage'), 'EmployeesPage');

const ClientsPage = lazyPage(() => import('../features/clients/components/ClientsPage'), 'ClientsPage');
const NewServicePage = lazyPage(() => import('../features/new-service/components/NewServicePage'), 'NewServicePage');
const BoardPage = lazyPage(() => import('../features/board/components/BoardPage'), 'BoardPage');
const WallScreenLinkPage = lazyPage(() => import('../features/board/components/WallScreenLinkPage'), 'WallScreenLinkPage');
const PublicCodeRedirect = lazyPage(() => import('../public-code/PublicCodeRedirect'), 'PublicCodeRedirect');

const LogsPage = lazyPage(() => import('../features/admin-logs/components/LogsPage'), 'LogsPage');
const UsersPage = lazyPage(() => import('../features/admin-users/components/UsersPage'), 'UsersPage');
const TicketsPage = lazyPage(() => import('../features/admin-tickets/components/TicketsPage'), 'TicketsPage');
const ServicesPage = lazyPage(() => import('../features/admin-services/components/ServicesPage'), 'ServicesPage');
const ConfigPage = lazyPage(() => import('../features/admin-config/components/ConfigPage'), 'ConfigPage');
const MailsPage = lazyPage(() => import('../features/admin-mails/components/MailsPage'), 'MailsPage');

const ResetPage = lazyPage(() => import('../features/recovery/components/ResetPage'), 'ResetPage');
const ProfilePage = lazyPage(() => import('../features/profile/components/ProfilePage'), 'ProfilePage');
const PricesPage = lazyPage(() => import('../features/prices/components/PricesPage'), 'PricesPage');
const PacksPage = lazyPage(() => import('../features/packs/components/PacksPage'), 'PacksPage');
const UnpaidPage = lazyPage(() => import('../features/unpaid/components/UnpaidPage'), 'UnpaidPage');
const CashPage = lazyPage(() => import('../features/cash/components/CashPage'), 'CashPage');
const CommissionsPage = lazyPage(() => import('../features/commissions/components/CommissionsPage'), 'CommissionsPage');
const ReportsPage = lazyPage(() => import('../features/reports/components/ReportsPage'), 'ReportsPage');
const BusinessPage = lazyPage(() => import('../features/business/components/BusinessPage'), 'BusinessPage');
const PaymentReceiptPage = lazyPage(() => import('../features/receipts/components/PaymentReceiptPage'), 'PaymentReceiptPage');
const CloseSummaryPage = lazyPage(() => import('../features/cash/components/CloseSummaryPage'), 'CloseSummaryPage');
const DataAccessPage = lazyPage(() => import('../features/data-access/components/DataAccessPage'), 'DataAccessPage');
const ClientDataPrintPage = lazyPage(() => import('../features/clients/components/ClientDataPrintPage'), 'ClientDataPrintPage');
const SupportPage = lazyPage(() => import('../features/support/components/SupportPage'), 'SupportPage');

/** Screens whose feature is still to be built show their title until it arrives. */
const titled = (title: string) => <TitledPage title={title} />;

/** The route table of docs/specification.md#routes with its guards. */
export const appRoutes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    ),
    children: [
      { path: paths.landing, element: <LandingPage /> },
      { path: paths.reset, element: <ResetPage /> },
      { path: paths.publicCode, element: <PublicCodeRedirect /> },
      { path: paths.wallScreenLink, element: <WallScreenLinkPage /> },
      // Receipts print without the app's frame: the roll is 80 mm wide.
      {
        path: paths.print.payment,
        element: (
          <RequireAccess roles={routeRoles.ticketMoney}>
            <PaymentReceiptPage />
          </RequireAccess>
        ),
      },
      {
        path: paths.print.close,
        element: (
          <RequireAccess roles={routeRoles.money}>
            <CloseSummaryPage />
          </RequireAccess>
        ),
      },
      {
        path: paths.print.clientData,
        element: (
          <RequireAccess roles={routeRoles.clientExport}>
            <ClientDataPrintPage />
          </RequireAccess>
        ),
      },
      {
        element: (
          <RequireAccess>
            <MainLayout />
          </RequireAccess>
        ),
        children: [
          {
            path: paths.home.root,
            children: [
              {
                index: true,
                element: (
                  <RequireAccess roles={routeRoles.dashboard}>
                    <DashboardPage />
                  </RequireAccess>
                ),
              },
              { path: paths.home.file, element: titled(fileMessages.title) },
              {
                path: paths.home.records,
                element: (
                  <RequireAccess roles={routeRoles.organizationLavados}>
                    <RecordsPage />
                  </RequireAccess>
                ),
              },
              {
                path: paths.home.newRecord,
                element: (
                  <RequireAccess roles={routeRoles.organizationLavados}>
                    <NewServicePage />
                  </RequireAccess>
                ),
              },
              {
                path: paths.home.clients,
                element: (
                  <RequireAccess roles={routeRoles.organizationLavados}>
                    <ClientsPage />
                  </RequireAccess>
                ),
              },
              { path: paths.home.booking, element: <BookingsPage /> },
              {
                path: paths.home.employees,
                element: (
                  <RequireAccess roles={routeRoles.employees}>
                    <EmployeesPage />
                  </RequireAccess>
                ),
              },
              { path: paths.home.profile, element: <ProfilePage /> },
              { path: paths.home.support, element: <SupportPage /> },
              { path: paths.home.board, element: <BoardPage /> },
              {
                path: paths.home.unpaid,
                element: (
                  <RequireAccess roles={routeRoles.unpaid}>
                    <UnpaidPage />
                  </RequireAccess>
                ),
              },
              ...[
                { path: paths.home.prices, page: <PricesPage /> },
                { path: paths.home.cash, page: <CashPage /> },
                { path: paths.home.commissions, page: <CommissionsPage /> },
                { path: paths.home.reports, page: <ReportsPage /> },
              ].map(({ path, page }) => ({ path, element: <RequireAccess roles={routeRoles.money}>{page}</RequireAccess> })),
              {
                path: paths.home.packs,
                element: (
                  <RequireAccess roles={routeRoles.packs}>
                    <PacksPage />
                  </RequireAccess>
                ),
              },
              {
                path: paths.home.business,
                element: (
                  <RequireAccess roles={routeRoles.business}>
                    <BusinessPage />
                  </RequireAccess>
                ),
              },
              {
                path: paths.home.dataAccess,
                element: (
                  <RequireAccess roles={routeRoles.dataAccess}>
                    <DataAccessPage />
                  </RequireAccess>
                ),
              },
              {
                path: paths.home.codes,
                element: (
                  <RequireAccess roles={routeRoles.codes}>
                    <RecordDetailPage />
                  </RequireAccess>
                ),
              },
              {
                path: paths.home.checkIn,
                element: (
                  <RequireAccess roles={routeRoles.checkIn}>
                    <CheckInPage />
                  </RequireAccess>
                ),
              },
            ],
          },
          {
            path: paths.admin.root,
            element: <RequireAccess roles={routeRoles.admin} />,
            children: [
              { index: true, element: <LogsPage /> },
              { path: paths.admin.users, element: <UsersPage /> },
              { path: paths.admin.organizations, element: <OrganizationsPage /> },
              { path: paths.admin.services, element: <ServicesPage /> },
              { path: paths.admin.tickets, element: <TicketsPage /> },
              { path: paths.admin.config, element: <ConfigPage /> },
              { path: paths.admin.mails, element: <MailsPage /> },
              { path: paths.admin.dataAccess, element: <DataAccessPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.landing} replace /> },
    ],
  },
];
