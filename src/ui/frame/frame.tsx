import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { FrameStore } from '@/application/frame/frame-store';
import { useStore } from '@/ui/app/container-context';
import { useMarkContentPainted } from '@/ui/app/deferred';
import { PageScroll } from './page-scroll';
import { BottomNav } from './bottom-nav';
import { CategoryStrip } from './category-strip';
import { FrameEffects } from './frame-effects';
import { Overlays } from './overlays';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { HydrateLater } from '@/ui/shared/hydrate-later';
import { FormNotice } from '@/ui/app/form-notice';

// The shared page frame around every screen (spec section 2).
export const Frame = observer(function Frame() {
  const frame = useStore(FrameStore);
  const { t } = useTranslation('frame');
  useMarkContentPainted();
  return (
    <div className={frame.bottomNavHidden ? 'frame' : 'frame frame--with-bottom-nav'}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader />
      {frame.showCategoryStrip && <CategoryStrip />}
      <main id="main" className={frame.isHome ? 'main main--home' : 'main'} tabIndex={-1}>
        <FormNotice />
        <Outlet />
      </main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
      <BottomNav />
      <Overlays />
      <FrameEffects />
      <PageScroll />
    </div>
  );
});
