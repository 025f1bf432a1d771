import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FrameStore } from '@/application/frame/frame-store';
import { useStore } from '@/ui/app/container-context';
import { ArrowUpIcon } from '@/ui/shared/icons/icon';

// Round, after 300 px of scrolling; in the sticky header after the search (docs/adr/0063), so it lies
// over no text of the page: floating at the start corner it covered the first words of Arabic lines.
export const ScrollToTop = observer(function ScrollToTop() {
  const frame = useStore(FrameStore);
  const { t } = useTranslation('frame');
  if (!frame.showScrollTop) return null;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label={t('scrollTop')}
      data-testid="scroll-to-top"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
        // The button goes with the scroll: the keyboard goes on from the page's start, not from nowhere.
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
});
