import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Frame } from '@/ui/frame/frame';
import { RequireLogin } from '@/ui/frame/require-login';
import { announceLoadFailure } from './chunk-recovery';
import { CrashScreen } from '@/ui/screens/crash/crash-screen';
import { ChunkRecoveryScreen } from '@/ui/screens/crash/recovery-screens';
import { LoadingScreen } from '@/ui/screens/loading/loading-screen';

// Each screen is its own chunk, fetched when its route is first visited. A chunk that fails to load
// raises the preload-error event (chunk-recovery.ts): handled, the screen shows the recovery;
// otherwise the error goes on to the route's error element.
export const screen = (load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    try {
      return { Component: await load() };
    } catch (error) {
      if (announceLoadFailure(error)) return { Component: ChunkRecoveryScreen };
      throw error;
    }
  },
});

// Every route of spec section 2. Pages that need an account sit under RequireLogin.
export const routes: RouteObject[] = [
  {
    Component: Frame,
    HydrateFallback: LoadingScreen,
    errorElement: <CrashScreen standalone />,
    children: [
      {
        errorElement: <CrashScreen />,
        children: [
          { index: true, ...screen(async () => (await import('@/ui/screens/home/home-screen')).HomeScreen) },
          { path: 'home-desktop', ...screen(async () => (await import('@/ui/screens/home-desktop/home-desktop-screen')).HomeDesktopScreen) },
          { path: 'emergency', ...screen(async () => (await import('@/ui/screens/emergency/emergency-screen')).EmergencyScreen) },
          { path: 'shop', ...screen(async () => (await import('@/ui/screens/shop/shop-screen')).ShopScreen) },
          { path: 'sales', ...screen(async () => (await import('@/ui/screens/sales/sales-screen')).SalesScreen) },
          { path: 'categories', ...screen(async () => (await import('@/ui/screens/categories/categories-screen')).CategoriesScreen) },
          { path: 'categories/:id', ...screen(async () => (await import('@/ui/screens/category/category-screen')).CategoryScreen) },
          {
            path: 'categories/products/:id',
            ...screen(async () => (await import('@/ui/screens/category-products/category-products-screen')).CategoryProductsScreen),
          },
          { path: 'contact', ...screen(async () => (await import('@/ui/screens/contact/contact-screen')).ContactScreen) },
          { path: 'login', ...screen(async () => (await import('@/ui/screens/login/login-screen')).LoginScreen) },
          { path: 'signup', ...screen(async () => (await import('@/ui/screens/signup/signup-screen')).SignupScreen) },
          { path: 'verify-email', ...screen(async () => (await import('@/ui/screens/verify-email/verify-email-screen')).VerifyEmailScreen) },
          { path: 'new', ...screen(async () => (await import('@/ui/screens/new-arrivals/new-arrivals-screen')).NewArrivalsScreen) },
          { path: 'terms', ...screen(async () => (await import('@/ui/screens/terms/terms-screen')).TermsScreen) },
          {
            path: 'terms-conditions',
            ...screen(async () => (await import('@/ui/screens/terms-conditions/terms-conditions-screen')).TermsConditionsScreen),
          },
          { path: 'privacy-policy', ...screen(async () => (await import('@/ui/screens/privacy-policy/privacy-policy-screen')).PrivacyPolicyScreen) },
          { path: 'return-policy', ...screen(async () => (await import('@/ui/screens/return-policy/return-policy-screen')).ReturnPolicyScreen) },
          { path: 'policies', ...screen(async () => (await import('@/ui/screens/policies/policies-screen')).PoliciesScreen) },
          { path: 'data-deletion', ...screen(async () => (await import('@/ui/screens/data-deletion/data-deletion-screen')).DataDeletionScreen) },
          { path: 'product/:id', ...screen(async () => (await import('@/ui/screens/product/product-screen')).ProductScreen) },
          { path: 'brands', ...screen(async () => (await import('@/ui/screens/brands/brands-screen')).BrandsScreen) },
          { path: 'brands/products/:id', ...screen(async () => (await import('@/ui/screens/brand-products/brand-products-screen')).BrandProductsScreen) },
          { path: 'forget-password', ...screen(async () => (await import('@/ui/screens/forget-password/forget-password-screen')).ForgetPasswordScreen) },
          { path: 'reset-password', ...screen(async () => (await import('@/ui/screens/reset-password/reset-password-screen')).ResetPasswordScreen) },
          { path: 'sentry-test', ...screen(async () => (await import('@/ui/screens/sentry-test/sentry-test-screen')).SentryTestScreen) },
          { path: 'faq', ...screen(async () => (await import('@/ui/screens/faq/faq-screen')).FaqScreen) },
          { path: 'about', ...screen(async () => (await import('@/ui/screens/about/about-screen')).AboutScreen) },
          { path: 'download', ...screen(async () => (await import('@/ui/screens/download/download-screen')).DownloadScreen) },
          {
            Component: RequireLogin,
            children: [
              { path: 'cart', ...screen(async () => (await import('@/ui/screens/cart/cart-screen')).CartScreen) },
              { path: 'favourites', ...screen(async () => (await import('@/ui/screens/favourites/favourites-screen')).FavouritesScreen) },
              { path: 'checkout', ...screen(async () => (await import('@/ui/screens/checkout/checkout-screen')).CheckoutScreen) },
              { path: 'account', ...screen(async () => (await import('@/ui/screens/account/account-screen')).AccountScreen) },
              { path: 'notifications', ...screen(async () => (await import('@/ui/screens/notifications/notifications-screen')).NotificationsScreen) },
              { path: 'order-success', ...screen(async () => (await import('@/ui/screens/order-success/order-success-screen')).OrderSuccessScreen) },
              {
                path: 'order-confirmation/:orderId',
                ...screen(async () => (await import('@/ui/screens/order-confirmation/order-confirmation-screen')).OrderConfirmationScreen),
              },
              { path: 'refund/:orderId/:itemId', ...screen(async () => (await import('@/ui/screens/refund/refund-screen')).RefundScreen) },
            ],
          },
          { path: '*', ...screen(async () => (await import('@/ui/screens/not-found/not-found-screen')).NotFoundScreen) },
        ],
      },
    ],
  },
];
