import { type Currency } from '@/domain/country';
import { formatShownSigned } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';

// The rounding of a cash total to the smallest note in use (issue 26, ADR 0042), as its own row of a
// totals list: "+200 SYP" or "−2,000 LBP". Nothing when the total needs no rounding.
export function CashRoundingLine({ rounding, currency, label }: { rounding: number; currency: Currency | null; label: string }) {
  const lang = useLanguage();
  if (rounding === 0) return null;
  return (
    <div data-testid="cash-rounding">
      <dt>{label}</dt>
      <dd>
        <bdi>{formatShownSigned(rounding, currency, lang)}</bdi>
      </dd>
    </div>
  );
}
