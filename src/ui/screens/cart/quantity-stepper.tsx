import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/ui/format/format';
import { useLanguage } from '@/ui/hooks/use-language';

// A cart line's quantity: −, a number field and +, bounded by 1 and the stock. Typing commits on
// blur or Enter (not on every keystroke, so "12" is not sent as "1" then "12"); the buttons commit at once.
// At a bound a button is aria-disabled rather than disabled, so keyboard focus stays on it.
export function QuantityStepper({
  title,
  quantity,
  max,
  onChange,
}: {
  title: string;
  quantity: number;
  max: number;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation('cart', { keyPrefix: 'cart' });
  const lang = useLanguage();
  const id = useId();
  // What is being typed; null when the field shows the line's quantity.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    const wanted = Number(draft);
    setDraft(null);
    if (draft.trim() !== '' && Number.isFinite(wanted) && wanted !== quantity) onChange(wanted);
  };

  return (
    <div className="stepper cart-line__stepper">
      <label htmlFor={id} className="visually-hidden">
        {t('quantity.label', { title })}
      </label>
      <div className="stepper__controls">
        <button type="button" className="stepper__button" aria-label={t('quantity.decrease', { title })} aria-disabled={quantity <= 1} onClick={() => quantity > 1 && onChange(quantity - 1)}>
          −
        </button>
        <input
          id={id}
          className="stepper__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={draft ?? String(quantity)}
          aria-describedby={`${id}-max`}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        <button type="button" className="stepper__button" aria-label={t('quantity.increase', { title })} aria-disabled={quantity >= max} onClick={() => quantity < max && onChange(quantity + 1)}>
          +
        </button>
      </div>
      <p id={`${id}-max`} className="stepper__hint">
        {t('quantity.max', { max: formatNumber(max, lang) })}
      </p>
    </div>
  );
}
