import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { orderTimeline, type Order } from '@/domain/orders';
import { formatDate } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';

// Where the order is: placed → shipped → delivered (or where it stopped), each step reached with its day.
export function OrderTimeline({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const titleId = useId();
  return (
    <section className="order-timeline" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-details__subtitle">
        {t('timeline.title')}
      </h2>
      <ol className="order-timeline__steps">
        {orderTimeline(order).map((step) => (
          <li
            key={step.name}
            className={`order-timeline__step order-timeline__step--${step.reached ? 'reached' : 'pending'}`}
            aria-current={step.current ? 'step' : undefined}
          >
            <span className="order-timeline__name">{t(`timeline.${step.name}`)}</span>{' '}
            {step.at !== null ? (
              <time className="order-timeline__when" dateTime={step.at}>
                {formatDate(step.at, lang)}
              </time>
            ) : (
              !step.reached && <span className="order-timeline__when">{t('timeline.pending')}</span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
