import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { ChevronEndIcon } from '@/ui/shared/icons/icon';

export const GALLERY_IMAGE_SIZE = 720;

// scrollLeft is negative in right-to-left strips; offsetLeft differences work in both directions.
function scrollToSlide(strip: HTMLDivElement | null, at: number, smooth: boolean): void {
  const slide = strip?.children[at];
  const first = strip?.children[0];
  if (strip === null || !(slide instanceof HTMLElement) || !(first instanceof HTMLElement)) return;
  strip.scrollTo({ left: slide.offsetLeft - first.offsetLeft, behavior: smooth ? 'smooth' : 'auto' });
}

// The product's pictures: a scroll-snapping strip (swipe on phones), arrow buttons and the arrow
// keys (in reading direction) to move, thumbnails to jump. `start` moves it to a variant's picture.
export function Gallery({ images, title, start }: { images: readonly string[]; title: string; start: number }) {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(start);
  const count = images.length;

  const show = (next: number, smooth = true) => {
    const bounded = Math.max(0, Math.min(count - 1, next));
    scrollToSlide(track.current, bounded, smooth);
    setIndex(bounded);
  };

  // The strip opens on `start` (the chosen variant's picture; the page remounts it on a new variant).
  useEffect(() => {
    scrollToSlide(track.current, start, false);
  }, [start]);

  const onScroll = () => {
    const strip = track.current;
    if (strip === null || strip.clientWidth === 0) return;
    setIndex(Math.max(0, Math.min(count - 1, Math.round(Math.abs(strip.scrollLeft) / strip.clientWidth))));
  };

  const rtl = lang === 'ar';
  const onKeyDown = (event: KeyboardEvent) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) show(index + 1);
    else if (event.key === backward) show(index - 1);
    else if (event.key === 'Home') show(0);
    else if (event.key === 'End') show(count - 1);
    else return;
    event.preventDefault();
  };

  const label = (at: number) => t('product.picture', { index: formatNumber(at + 1, lang), count: formatNumber(count, lang) });

  return (
    <section className="gallery" aria-roledescription={t('product.carousel')} aria-label={t('product.gallery', { title })}>
      <div className="gallery__viewport">
        <div ref={track} className="gallery__track" tabIndex={0} onKeyDown={onKeyDown} onScroll={onScroll} aria-label={label(index)} aria-live="polite">
          {images.map((src, at) => (
            <div className="gallery__slide" key={src} aria-hidden={at !== index}>
              <img
                src={src}
                alt={t('product.imageAlt', { title, index: formatNumber(at + 1, lang), count: formatNumber(count, lang) })}
                width={GALLERY_IMAGE_SIZE}
                height={GALLERY_IMAGE_SIZE}
                sizes="(min-width: 768px) 50vw, 100vw"
                loading={at === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <button type="button" className="gallery__arrow gallery__arrow--prev" aria-label={t('product.previousPicture')} disabled={index === 0} onClick={() => show(index - 1)}>
              <ChevronEndIcon />
            </button>
            <button type="button" className="gallery__arrow gallery__arrow--next" aria-label={t('product.nextPicture')} disabled={index === count - 1} onClick={() => show(index + 1)}>
              <ChevronEndIcon />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="gallery__thumbs">
          {images.map((src, at) => (
            <li key={src}>
              <button type="button" className="gallery__thumb" aria-label={label(at)} aria-current={at === index} onClick={() => show(at)}>
                <img src={src} alt="" width={64} height={64} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
