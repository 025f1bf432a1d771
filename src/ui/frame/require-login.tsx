import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { Navigate } from '@/ui/shared/navigation/links';
import { AuthStore } from '@/application/account';
import { guestRedirect } from '@/application/frame/route-access';
import { useStore } from '@/ui/app/container-context';
import { useHydrated } from '@/ui/shared/hooks/use-hydrated';

// Pages that need an account: a guest is sent to the login page, which brings them back after.
export const RequireLogin = observer(function RequireLogin() {
  const auth = useStore(AuthStore);
  const { pathname, search } = useLocation();
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  // The signed-in shopper's page is drawn by the server with her data, and taken over as it is
  // (docs/adr/0038). Asked without a session the server sees (a token an older storefront kept), it
  // draws the frame and this page's skeleton, and so does the render that takes it over, which then decides.
  if (auth.isAuthenticated) return <Outlet />;
  if (!hydrated) return <SignInPageSkeleton />;
  if (auth.loading && auth.isSignedIn()) {
    return (
      <p className="page page--loading" role="status">
        {t('status.loading')}
      </p>
    );
  }
  return <Navigate to={guestRedirect(`${pathname}${search}`)} replace />;
});

/** A page behind sign-in before the browser knows who is there: sized as a page, its title and lines. */
function SignInPageSkeleton() {
  const { t } = useTranslation('common');
  return (
    <section className="page page--skeleton" aria-busy="true" data-testid="sign-in-skeleton">
      <p className="visually-hidden" role="status">
        {t('status.loading')}
      </p>
      <span className="skeleton skeleton--title skeleton--short" />
      <span className="skeleton skeleton--block" />
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--line skeleton--short" />
      <span className="skeleton skeleton--block" />
    </section>
  );
}
