import { isAdmin, isManager, isWarehouseLevel } from '@kits/contract';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorPage } from '@/components/error-page';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/config/paths';
import { GuestOnly, RequireAuth, RequireRole } from '@/features/auth/components/guards';
import { LoginPage } from '@/features/auth/components/login-page';
import { RequireFranchise } from '@/features/stores/components/require-franchise';
import { withPageTexts } from '@/lib/i18n';
import { landingPrefetch } from './landing-prefetch';
import { DefaultLayout } from './layouts/default-layout';
import { NoHeaderLayout } from './layouts/no-header-layout';
import { RootLayout } from './layouts/root-layout';
import { AutoOrderRoute } from './routes/auto-order';
import { BasketRoute } from './routes/basket';
import { legacyCategoryLoader } from './routes/legacy-category';
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

/** A page loaded on demand, in its own chunk (`load` imports its module and answers the component). */
const lazyPage = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

/**
 * Every page but the catalogue: loaded on demand with the texts the entry does not ship
 * (`withPageTexts`); only the catalogue's first load is in the entry budget (docs/rules.md#page-loading,
 * decisions 0030 and 0034).
 */
const page = (load: () => Promise<ComponentType>) => lazyPage(() => withPageTexts(load));

/**
 * The catalogue: the product table is the largest part of the app; the login prefetches it (landing-prefetch.ts).
 * Its texts are in the entry, so it waits for no other.
 */
const catalogPage = lazyPage(async () => (await import('./routes/catalog')).CatalogRoute);
const productPage = page(
  async () => (await import('@/features/catalog/components/product-page')).ProductPage,
);

/** The login prepares the catalogue it lands on (docs/rules.md#first-load). */
const landing = landingPrefetch(() => routes, catalogPage);

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
              { index: true, lazy: page(async () => (await import('./routes/home')).HomeRoute) },
              {
                element: <GuestOnly />,
                children: [
                  { path: paths.login.path, element: <LoginPage landing={landing} /> },
                  { path: paths.legacyLogin.path, element: <LoginPage landing={landing} /> },
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
                  {
                    path: paths.showcase.path,
                    lazy: page(async () => (await import('./routes/showcase')).ShowcaseRoute),
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
                  { path: paths.orders.path, element: <OrdersRoute /> },
                  { path: paths.order.path, element: <OrderRoute /> },
                  {
                    path: paths.export.path,
                    lazy: page(async () => (await import('./routes/export')).ExportRoute),
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
                    lazy: page(async () => (await import('./routes/services')).ServicesRoute),
                  },
                  {
                    path: paths.analytics.path,
                    lazy: page(async () => (await import('./routes/analytics')).AnalyticsRoute),
                  },
                  {
                    path: paths.analyticsOutlet.path,
                    lazy: page(async () => (await import('./routes/analytics-outlet')).AnalyticsOutletRoute),
                  },
                  {
                    path: paths.counterparty.path,
                    lazy: page(async () => (await import('./routes/counterparty')).CounterpartyRoute),
                  },
                  {
                    path: paths.counterparties.path,
                    lazy: page(async () => (await import('./routes/counterparties')).CounterpartiesRoute),
                  },
                  {
                    path: paths.counterpartyCard.path,
                    lazy: page(
                      async () => (await import('./routes/counterparty-card')).CounterpartyCardRoute,
                    ),
                  },
                  {
                    path: paths.registrationRequest.path,
                    lazy: page(
                      async () => (await import('./routes/registration-request')).RegistrationRequestRoute,
                    ),
                  },
                  {
                    path: paths.media.path,
                    lazy: page(async () => (await import('./routes/media')).MediaRoute),
                  },
                  {
                    path: paths.productService.path,
                    lazy: page(async () => (await import('./routes/product-service')).ProductServiceRoute),
                  },
                  { path: paths.reports.path, element: <ReportsRoute /> },
                  {
                    path: paths.storesCapacity.path,
                    lazy: page(async () => (await import('./routes/stores-capacity')).StoresCapacityRoute),
                  },
                  {
                    path: paths.updatesLog.path,
                    lazy: page(async () => (await import('./routes/updates-log')).UpdatesLogRoute),
                  },
                ],
              },
              {
                element: <RequireRole allow={isAdmin} />,
                children: [
                  {
                    path: paths.audit.path,
                    lazy: page(async () => (await import('./routes/audit')).AuditRoute),
                  },
                ],
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
            children: [
              {
                path: paths.registration.path,
                lazy: page(
                  async () => (await import('@/features/auth/components/registration-page')).RegistrationPage,
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
