import { isAdmin, isManager, isWarehouseLevel } from '@kits/contract';
import { Outlet, type RouteObject, useRoutes } from 'react-router';
import { RouteErrorBoundary } from '@/components/error-page';
import { paths } from '@/config/paths';
import { GuestOnly, RequireAuth, RequireRole } from '@/features/auth/components/guards';
import { LoginPage } from '@/features/auth/components/login-page';
import { RequireFranchise } from '@/features/stores/components/require-franchise';
import { landingPrefetch } from './landing-prefetch';
import { DefaultLayout } from './layouts/default-layout';
import { NoHeaderLayout } from './layouts/no-header-layout';
import { RootLayout } from './layouts/root-layout';
import { AutoOrderRoute } from './routes/auto-order';
import { BasketRoute } from './routes/basket';
import { ForgotPasswordRoute } from './routes/forgot-password';
import { lazyPage, lazyRoute } from './routes/lazy-route';
import { LegacyCategoryRedirect } from './routes/legacy-category';
import { NotFoundRoute } from './routes/not-found';
import { OrderRoute } from './routes/order';
import { OrdersRoute } from './routes/orders';
import { ProfileRoute } from './routes/profile';
import { QuickOrderRoute } from './routes/quick-order';
import { ReportsRoute } from './routes/reports';
import { RetailOutletsRoute } from './routes/retail-outlets';
import { SalesRankingRoute } from './routes/sales-ranking';
import { SetPasswordRoute } from './routes/set-password';
import { ShopifyAccountRoute, ShopifyAccountsRoute } from './routes/shopify-accounts';
import { ShoppingListsRoute } from './routes/shopping-lists';

/**
 * The catalogue: the product table is the largest part of the app; the login prefetches it
 * (landing-prefetch.ts). Its texts are in the entry, so it waits for no other (decision 0034).
 */
const CatalogPage = lazyPage(async () => (await import('./routes/catalog')).CatalogRoute);
const ProductPage = lazyRoute(
  async () => (await import('@/features/catalog/components/product-page')).ProductPage,
);
const HomePage = lazyRoute(async () => (await import('./routes/home')).HomeRoute, ['buyer-home', 'home']);
const ShowcasePage = lazyRoute(async () => (await import('./routes/showcase')).ShowcaseRoute);
const ExportPage = lazyRoute(async () => (await import('./routes/export')).ExportRoute, ['export']);
const ServicesPage = lazyRoute(async () => (await import('./routes/services')).ServicesRoute, ['moysklad']);
const AnalyticsPage = lazyRoute(
  async () => (await import('./routes/analytics')).AnalyticsRoute,
  ['network-analytics'],
);
const AnalyticsOutletPage = lazyRoute(
  async () => (await import('./routes/analytics-outlet')).AnalyticsOutletRoute,
  ['network-analytics'],
);
const CounterpartyPage = lazyRoute(
  async () => (await import('./routes/counterparty')).CounterpartyRoute,
  ['registration-requests'],
);
const CounterpartiesPage = lazyRoute(
  async () => (await import('./routes/counterparties')).CounterpartiesRoute,
  ['counterparties'],
);
const CounterpartyCardPage = lazyRoute(
  async () => (await import('./routes/counterparty-card')).CounterpartyCardRoute,
  ['accounts', 'audit', 'counterparties'],
);
const RegistrationRequestPage = lazyRoute(
  async () => (await import('./routes/registration-request')).RegistrationRequestRoute,
  ['registration-requests'],
);
const FeedsPage = lazyRoute(async () => (await import('./routes/feeds')).FeedsRoute, ['feeds']);
const MediaPage = lazyRoute(async () => (await import('./routes/media')).MediaRoute);
const ProductAdminPage = lazyRoute(
  async () => (await import('./routes/product-admin')).ProductAdminRoute,
  ['audit', 'feed-urls', 'import', 'product-admin'],
);
const StoresCapacityPage = lazyRoute(
  async () => (await import('./routes/stores-capacity')).StoresCapacityRoute,
  ['audit', 'stores-capacity'],
);
const UpdatesLogPage = lazyRoute(
  async () => (await import('./routes/updates-log')).UpdatesLogRoute,
  ['updates-log'],
);
const AuditPage = lazyRoute(async () => (await import('./routes/audit')).AuditRoute, ['audit']);
const MoyskladPage = lazyRoute(
  async () => (await import('./routes/moysklad')).MoyskladRoute,
  ['moysklad', 'moysklad-counterparties'],
);
const SystemStatusPage = lazyRoute(
  async () => (await import('./routes/system-status')).SystemStatusRoute,
  ['system-status'],
);
const OrderRulesPage = lazyRoute(
  async () => (await import('./routes/order-rules')).OrderRulesRoute,
  ['order-rules'],
);
const PriceTypesPage = lazyRoute(
  async () => (await import('./routes/price-types')).PriceTypesRoute,
  ['price-types'],
);
const IntegrationKeysPage = lazyRoute(
  async () => (await import('./routes/integration-keys')).IntegrationKeysRoute,
  ['integration-keys'],
);
const RegistrationPage = lazyRoute(
  async () => (await import('@/features/auth/components/registration-page')).RegistrationPage,
);

/** The login prepares the catalogue it lands on (docs/rules.md#first-load). */
const landing = landingPrefetch(() => routes, CatalogPage);

/**
 * Every route of docs/rules.md#routes with its guard and layout. Guards are pathless parents: RequireAuth (any
 * logged-in user), RequireRole(isWarehouseLevel) — the warehouse guard, RequireRole(isManager) — the
 * staff guard, RequireRole(isAdmin) — the admin guard, GuestOnly for login, RequireFranchise for the
 * franchise-only profile services.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <DefaultLayout />,
        children: [
          {
            element: (
              <RouteErrorBoundary>
                <Outlet />
              </RouteErrorBoundary>
            ),
            children: [
              { index: true, element: <HomePage /> },
              {
                element: <GuestOnly />,
                children: [
                  { path: paths.login.path, element: <LoginPage landing={landing} /> },
                  { path: paths.legacyLogin.path, element: <LoginPage landing={landing} /> },
                  { path: paths.setPassword.path, element: <SetPasswordRoute /> },
                  { path: paths.forgotPassword.path, element: <ForgotPasswordRoute /> },
                ],
              },
              {
                element: <RequireAuth />,
                children: [
                  { path: paths.catalog.path, element: <CatalogPage /> },
                  {
                    path: paths.category.path,
                    element: (
                      <LegacyCategoryRedirect>
                        <CatalogPage />
                      </LegacyCategoryRedirect>
                    ),
                  },
                  {
                    path: paths.product.path,
                    element: (
                      <LegacyCategoryRedirect>
                        <ProductPage />
                      </LegacyCategoryRedirect>
                    ),
                  },
                  {
                    path: paths.productEn.path,
                    element: (
                      <LegacyCategoryRedirect>
                        <ProductPage />
                      </LegacyCategoryRedirect>
                    ),
                  },
                  { path: paths.profile.path, element: <ProfileRoute /> },
                  {
                    path: paths.showcase.path,
                    element: <ShowcasePage />,
                  },
                  {
                    element: <RequireFranchise />,
                    children: [
                      { path: paths.retailOutlets.path, element: <RetailOutletsRoute /> },
                      { path: paths.salesRanking.path, element: <SalesRankingRoute /> },
                    ],
                  },
                ],
              },
              {
                element: <RequireRole allow={isWarehouseLevel} />,
                children: [
                  { path: paths.basket.path, element: <BasketRoute /> },
                  { path: paths.autoOrder.path, element: <AutoOrderRoute /> },
                  { path: paths.quickOrder.path, element: <QuickOrderRoute /> },
                  { path: paths.lists.path, element: <ShoppingListsRoute /> },
                  { path: paths.orders.path, element: <OrdersRoute /> },
                  { path: paths.order.path, element: <OrderRoute /> },
                  {
                    path: paths.export.path,
                    element: <ExportPage />,
                  },
                  { path: paths.shopifyAccounts.path, element: <ShopifyAccountsRoute /> },
                  { path: paths.shopifyAccount.path, element: <ShopifyAccountRoute /> },
                ],
              },
              {
                element: <RequireRole allow={isManager} />,
                children: [
                  {
                    path: paths.services.path,
                    element: <ServicesPage />,
                  },
                  {
                    path: paths.analytics.path,
                    element: <AnalyticsPage />,
                  },
                  {
                    path: paths.analyticsOutlet.path,
                    element: <AnalyticsOutletPage />,
                  },
                  {
                    path: paths.counterparty.path,
                    element: <CounterpartyPage />,
                  },
                  {
                    path: paths.counterparties.path,
                    element: <CounterpartiesPage />,
                  },
                  {
                    path: paths.counterpartyCard.path,
                    element: <CounterpartyCardPage />,
                  },
                  {
                    path: paths.registrationRequest.path,
                    element: <RegistrationRequestPage />,
                  },
                  {
                    path: paths.feeds.path,
                    element: <FeedsPage />,
                  },
                  {
                    path: paths.media.path,
                    element: <MediaPage />,
                  },
                  {
                    path: paths.productAdmin.path,
                    element: <ProductAdminPage />,
                  },
                  { path: paths.orderRules.path, element: <OrderRulesPage /> },
                  { path: paths.priceTypes.path, element: <PriceTypesPage /> },
                  { path: paths.reports.path, element: <ReportsRoute /> },
                  {
                    path: paths.storesCapacity.path,
                    element: <StoresCapacityPage />,
                  },
                  {
                    path: paths.updatesLog.path,
                    element: <UpdatesLogPage />,
                  },
                ],
              },
              {
                element: <RequireRole allow={isAdmin} />,
                children: [
                  {
                    path: paths.audit.path,
                    element: <AuditPage />,
                  },
                  {
                    path: paths.moysklad.path,
                    element: <MoyskladPage />,
                  },
                  {
                    path: paths.integrationKeys.path,
                    element: <IntegrationKeysPage />,
                  },
                  {
                    path: paths.systemStatus.path,
                    element: <SystemStatusPage />,
                  },
                ],
              },
              { path: '*', element: <NotFoundRoute /> },
            ],
          },
        ],
      },
      {
        element: (
          <RouteErrorBoundary>
            <NoHeaderLayout />
          </RouteErrorBoundary>
        ),
        children: [
          {
            element: <GuestOnly />,
            children: [
              {
                path: paths.registration.path,
                element: <RegistrationPage />,
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The page the address asks for, inside its layouts and guards (`routes`), under one error
 * boundary for what the layouts themselves throw. Rendered inside the app's `BrowserRouter`
 * (app.tsx; decision 0035).
 */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
