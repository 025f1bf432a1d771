import { useId, useState } from 'react';

export interface QuantityStepperProps {
  /** The field's accessible name ("Quantity", "Quantity of Linen shirt"). */
  label: string;
  /** Shown beside the controls, or only to assistive technology. */
  labelHidden?: boolean;
  decreaseLabel: string;
  increaseLabel: string;
  /** What bounds the number, tied to the field by aria-describedby. */
  hint: string;
  quantity: number;
  max: number;
  onChange: (quantity: number) => void;
  className?: string;
  /** The field's name in its form (a form the server answers without the app, docs/adr/0040). */
  name?: string;
  /**
   * The buttons send the form with the quantity they lead to (as `set`), so − and + work before the
   * app does; the app's onChange still handles them once it runs (its form's onSubmit posts nothing).
   */
  submits?: boolean;
}

// One quantity: −, a number field and +, bounded by 1 and max. Typing commits on blur or Enter (not on
// every keystroke, so "12" is not sent as "1" then "12", and a cleared field is not snapped back to 1
// under the cursor); the buttons commit at once. At a bound a button is aria-disabled rather than
// disabled, so keyboard focus stays on it.
export function QuantityStepper({ label, labelHidden = false, decreaseLabel, increaseLabel, hint, quantity, max, onChange, className, name, submits = false }: QuantityStepperProps) {
  const id = useId();
  // What is being typed; null when the field shows the quantity.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    const wanted = Number(draft);
    setDraft(null);
    if (draft.trim() !== '' && Number.isFinite(wanted) && wanted !== quantity) onChange(wanted);
  };

  const sends = (wanted: number) => (submits ? { type: 'submit' as const, name: 'set', value: String(wanted) } : { type: 'button' as const });
  return (
    <div className={className === undefined ? 'stepper' : `stepper ${className}`}>
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : 'stepper__label'}>
        {label}
      </label>
      <div className="stepper__controls">
        <button {...sends(Math.max(1, quantity - 1))} className="stepper__button" aria-label={decreaseLabel} aria-disabled={quantity <= 1} onClick={() => quantity > 1 && onChange(quantity - 1)}>
          −
        </button>
        <input
          id={id}
          className="stepper__input"
          name={name}
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
        <button {...sends(Math.min(max, quantity + 1))} className="stepper__button" aria-label={increaseLabel} aria-disabled={quantity >= max} onClick={() => quantity < max && onChange(quantity + 1)}>
          +
        </button>
      </div>
      <p id={`${id}-max`} className="stepper__hint">
        {hint}
      </p>
    </div>
  );
}
