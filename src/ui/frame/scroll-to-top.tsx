import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FrameStore } from '@/application/frame/frame-store';
import { useStore } from '@/ui/app/container-context';
import { ArrowUpIcon } from '@/ui/shared/icons/icon';

// Round, after 300 px of scrolling; the domain puts it on the right in Arabic, the left otherwise.
export const ScrollToTop = observer(function ScrollToTop() {
  const frame = useStore(FrameStore);
  const { t } = useTranslation('frame');
  if (!frame.showScrollTop) return null;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return (
    <button
      type="button"
      className={`scroll-to-top scroll-to-top--${frame.scrollTopSide}${frame.bottomNavHidden ? '' : ' scroll-to-top--above-nav'}`}
      aria-label={t('scrollTop')}
      data-testid="scroll-to-top"
      onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })}
    >
      <ArrowUpIcon />
    </button>
  );
});
