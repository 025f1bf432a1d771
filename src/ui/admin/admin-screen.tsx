// /admin/*: the operator console (issue 29). The storefront's route table has this one entry for it, so
// its pages, their routes and their lazy imports stay out of a shopper's first load (docs/adr/0054); each
// page of the console is its own chunk, loaded on its first visit.
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { adminHref, adminRoutePath, type AdminPage } from '@/application/admin/admin-routes';
import { Link } from '@/ui/shared/navigation/links';
import { AdminPageFrame } from './admin-record-page';
import './admin.scss';

const PAGES: Readonly<Record<AdminPage, ComponentType>> = {
  orders: lazy(() => import('./orders/admin-orders-screen').then((module) => ({ default: module.AdminOrdersScreen }))),
  order: lazy(() => import('./order/admin-order-screen').then((module) => ({ default: module.AdminOrderScreen }))),
  refunds: lazy(() => import('./refunds/admin-refunds-screen').then((module) => ({ default: module.AdminRefundsScreen }))),
  refund: lazy(() => import('./refund/admin-refund-screen').then((module) => ({ default: module.AdminRefundScreen }))),
  shoppers: lazy(() => import('./shoppers/admin-shoppers-screen').then((module) => ({ default: module.AdminShoppersScreen }))),
  shopper: lazy(() => import('./shopper/admin-shopper-screen').then((module) => ({ default: module.AdminShopperScreen }))),
  products: lazy(() => import('./products/admin-products-screen').then((module) => ({ default: module.AdminProductsScreen }))),
  productNew: lazy(() => import('./product-new/admin-product-new-screen').then((module) => ({ default: module.AdminProductNewScreen }))),
  product: lazy(() => import('./product/admin-product-screen').then((module) => ({ default: module.AdminProductScreen }))),
};

const SECTIONS = ['orders', 'refunds', 'shoppers', 'products'] as const;

/** The section a console path belongs to: '/admin' and '/admin/orders/…' are the orders'. */
const sectionOf = (pathname: string): (typeof SECTIONS)[number] =>
  SECTIONS.find((section) => section !== 'orders' && pathname.toLowerCase().startsWith(adminHref(section))) ?? 'orders';

function NotInConsole() {
  const { t } = useTranslation('admin');
  return (
    <AdminPageFrame title={t('missing.title')}>
      <p>{t('missing.body')}</p>
    </AdminPageFrame>
  );
}

// Route objects through useRoutes (which the app's router already carries), not <Routes> children: those would
// bring React Router's createRoutesFromChildren into the shell's chunk, where react-router-dom lives.
const ROUTE_OBJECTS: RouteObject[] = [
  ...(Object.keys(PAGES) as AdminPage[]).map((name): RouteObject => {
    const Screen = PAGES[name];
    return name === 'orders' ? { index: true, element: <Screen /> } : { path: adminRoutePath(name), element: <Screen /> };
  }),
  { path: '*', element: <NotInConsole /> },
];

export function AdminScreen() {
  const { t } = useTranslation('admin');
  const current = sectionOf(useLocation().pathname);
  const page = useRoutes(ROUTE_OBJECTS);
  return (
    <div className="admin-section">
      <nav className="admin-nav" aria-label={t('nav.label')}>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section}>
              <Link to={adminHref(section)} className="admin-nav__link" aria-current={section === current ? 'page' : undefined}>
                {t(`nav.${section}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<p role="status">{t('loading')}</p>}>{page}</Suspense>
    </div>
  );
}
