import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { AuthStore } from '@/application/account';
import { guestRedirect } from '@/application/frame/route-access';
import { useStore } from '@/ui/app/container-context';

// Pages that need an account: a guest is sent to the login page, which brings them back after.
export const RequireLogin = observer(function RequireLogin() {
  const auth = useStore(AuthStore);
  const { pathname, search } = useLocation();
  const { t } = useTranslation('common');
  if (auth.isAuthenticated) return <Outlet />;
  if (auth.loading && auth.isSignedIn()) {
    return (
      <p className="page page--loading" role="status">
        {t('status.loading')}
      </p>
    );
  }
  return <Navigate to={guestRedirect(`${pathname}${search}`)} replace />;
});
