import { isAdmin, isManager, isWarehouseLevel } from '@kits/contract';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorPage } from '@/components/error-page';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/config/paths';
import { GuestOnly, RequireAuth, RequireRole } from '@/features/auth/components/guards';
import { LoginPage } from '@/features/auth/components/login-page';
import { RegistrationPage } from '@/features/auth/components/registration-page';
import { RequireFranchise } from '@/features/stores/components/require-franchise';
import { DefaultLayout } from './layouts/default-layout';
import { NoHeaderLayout } from './layouts/no-header-layout';
import { RootLayout } from './layouts/root-layout';
import { AuditRoute } from './routes/audit';
import { AutoOrderRoute } from './routes/auto-order';
import { BasketRoute } from './routes/basket';
import { CounterpartiesRoute } from './routes/counterparties';
import { CounterpartyRoute } from './routes/counterparty';
import { CounterpartyCardRoute } from './routes/counterparty-card';
import { ExportRoute } from './routes/export';
import { HomeRoute } from './routes/home';
import { legacyCategoryLoader } from './routes/legacy-category';
import { MediaRoute } from './routes/media';
import { NotFoundRoute } from './routes/not-found';
import { OrderRoute } from './routes/order';
import { OrdersRoute } from './routes/orders';
import { ProductServiceRoute } from './routes/product-service';
import { ProfileRoute } from './routes/profile';
import { QuickOrderRoute } from './routes/quick-order';
import { RegistrationRequestRoute } from './routes/registration-request';
import { ReportsRoute } from './routes/reports';
import { RetailOutletsRoute } from './routes/retail-outlets';
import { SalesRankingRoute } from './routes/sales-ranking';
import { ServicesRoute } from './routes/services';
import { SetPasswordRoute } from './routes/set-password';
import { ShopifyAccountRoute, ShopifyAccountsRoute } from './routes/shopify-accounts';
import { ShowcaseRoute } from './routes/showcase';
import { StoresCapacityRoute } from './routes/stores-capacity';
import { UpdatesLogRoute } from './routes/updates-log';

/** The catalogue pages load on demand: the product table is the largest part of the app. */
const catalogPage = async () => ({
  Component: (await import('./routes/catalog')).CatalogRoute,
});
/** The analytics pages load on demand: the charts library (recharts) is only in their chunks. */
const analyticsPage = async () => ({
  Component: (await import('./routes/analytics')).AnalyticsRoute,
});
const analyticsOutletPage = async () => ({
  Component: (await import('./routes/analytics-outlet')).AnalyticsOutletRoute,
});
const productPage = async () => ({
  Component: (await import('@/features/catalog/components/product-page')).ProductPage,
});

/**
 * Every route of docs/rules.md#routes with its guard and layout. Guards are pathless parents: RequireAuth (any
 * logged-in user), RequireRole(isWarehouseLevel) — the warehouse guard, RequireRole(isManager) — the
 * staff guard, RequireRole(isAdmin) — the admin guard, GuestOnly for login, RequireFranchise for the
 * franchise-only profile services.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        element: <DefaultLayout />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, element: <HomeRoute /> },
              {
                element: <GuestOnly />,
                children: [
                  { path: paths.login.path, element: <LoginPage /> },
                  { path: paths.legacyLogin.path, element: <LoginPage /> },
                  { path: paths.setPassword.path, element: <SetPasswordRoute /> },
                ],
              },
              {
                element: <RequireAuth />,
                children: [
                  { path: paths.catalog.path, lazy: catalogPage },
                  { path: paths.category.path, loader: legacyCategoryLoader, lazy: catalogPage },
                  { path: paths.product.path, loader: legacyCategoryLoader, lazy: productPage },
                  { path: paths.productEn.path, loader: legacyCategoryLoader, lazy: productPage },
                  { path: paths.profile.path, element: <ProfileRoute /> },
                  { path: paths.showcase.path, element: <ShowcaseRoute /> },
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
                  { path: paths.orders.path, element: <OrdersRoute /> },
                  { path: paths.order.path, element: <OrderRoute /> },
                  { path: paths.export.path, element: <ExportRoute /> },
                  { path: paths.shopifyAccounts.path, element: <ShopifyAccountsRoute /> },
                  { path: paths.shopifyAccount.path, element: <ShopifyAccountRoute /> },
                ],
              },
              {
                element: <RequireRole allow={isManager} />,
                children: [
                  { path: paths.services.path, element: <ServicesRoute /> },
                  { path: paths.analytics.path, lazy: analyticsPage },
                  { path: paths.analyticsOutlet.path, lazy: analyticsOutletPage },
                  { path: paths.counterparty.path, element: <CounterpartyRoute /> },
                  { path: paths.counterparties.path, element: <CounterpartiesRoute /> },
                  { path: paths.counterpartyCard.path, element: <CounterpartyCardRoute /> },
                  { path: paths.registrationRequest.path, element: <RegistrationRequestRoute /> },
                  { path: paths.media.path, element: <MediaRoute /> },
                  { path: paths.productService.path, element: <ProductServiceRoute /> },
                  { path: paths.reports.path, element: <ReportsRoute /> },
                  { path: paths.storesCapacity.path, element: <StoresCapacityRoute /> },
                  { path: paths.updatesLog.path, element: <UpdatesLogRoute /> },
                ],
              },
              {
                element: <RequireRole allow={isAdmin} />,
                children: [{ path: paths.audit.path, element: <AuditRoute /> }],
              },
              { path: '*', element: <NotFoundRoute /> },
            ],
          },
        ],
      },
      {
        element: <NoHeaderLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          {
            element: <GuestOnly />,
            children: [{ path: paths.registration.path, element: <RegistrationPage /> }],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
