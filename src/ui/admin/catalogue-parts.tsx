// The console's catalogue screens' shared parts (issue 29, ADR 0055): the console's navigation, the notice
// that says how the last change went (in the operator's language, naming the field to correct), prices
// in USD, and the picture chooser that checks a file by its bytes and size before it is sent, with a preview.
import { adminHref } from '@/application/admin/admin-routes';
import { observer } from 'mobx-react-lite';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueNotice } from '@/application/admin/admin-catalogue-store';
import { PICTURE_MAX_BYTES, pictureTypeOf } from '@/domain/catalogue';
import type { Language, Money } from '@/domain/shared';
import { formatShopPrice } from '@/ui/shared/format/format';
import { NavLink } from '@/ui/shared/navigation/links';
import { AdminNoticeNote, type NoticeWords } from './admin-notice';

const USD = { id: 0, name: 'USD', code: 'USD', excRate: 1 };

/** A catalogue amount as the console shows it: US dollars, as the catalogue keeps it. */
export const usd = (amount: Money, lang: Language): string => formatShopPrice(amount, USD, lang);

/** Minor units as an operator edits them: '4.50'. */
export const amountText = (amount: Money | null): string => (amount === null ? '' : `${Math.trunc(amount / 100)}.${String(amount % 100).padStart(2, '0')}`);

export function AdminCatalogueNav() {
  const { t } = useTranslation('admin-catalogue');
  return (
    <nav className="admin-nav" aria-label={t('nav.label')}>
      <NavLink to={adminHref('orders')} end>
        {t('nav.orders')}
      </NavLink>
      <NavLink to={adminHref('products')} end>
        {t('nav.products')}
      </NavLink>
      <NavLink to={adminHref('productNew')}>{t('nav.new')}</NavLink>
    </nav>
  );
}

/** The field a refusal names ('variants.0.price' → 'price'), as the form's label says it. */
export const fieldKey = (field: string | null): string => (field ?? '').split('.').at(-1) ?? '';

const CATALOGUE_NOTICES: NoticeWords<CatalogueNotice> = {
  done: (notice, t) => t(`notice.done.${notice.change}`),
  changed: 'notice.changed',
  'stock-changed': 'notice.stockChanged',
  'serial-taken': 'notice.serialTaken',
  'bad-picture': 'notice.badPicture',
  invalid: (notice, t) => {
    const key = fieldKey(notice.field);
    return key === '' ? t('notice.invalidForm') : t('notice.invalid', { field: t(`fields.${key}`, { defaultValue: key }) });
  },
  failed: 'notice.failed',
};

export function CatalogueNoticeNote({ notice }: { notice: CatalogueNotice | null }) {
  return <AdminNoticeNote notice={notice} ns="admin-catalogue" words={CATALOGUE_NOTICES} />;
}

/** Whether the last refusal names this field (for aria-invalid). */
export const blames = (notice: CatalogueNotice | null, field: string): boolean => notice?.kind === 'invalid' && fieldKey(notice.field) === field;

const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(String(reader.result)));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('the file could not be read')));
    reader.readAsDataURL(file);
  });

/**
 * A file input for one picture: the chosen file is checked here (size, and type by its first bytes) so a
 * wrong one is refused at once with the reason; a right one is shown as a preview and handed on as a data URL.
 */
export const PictureChooser = observer(function PictureChooser({
  onChosen,
  onRefused,
  disabled = false,
  name = 'picture',
}: {
  onChosen: (dataUrl: string | null) => void;
  onRefused: () => void;
  disabled?: boolean;
  name?: string;
}) {
  const { t } = useTranslation('admin-catalogue');
  const [preview, setPreview] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const errorId = useId();

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPreview(null);
    setRefused(false);
    onChosen(null);
    if (file === undefined) return;
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    if (file.size > PICTURE_MAX_BYTES || pictureTypeOf(head) === null) {
      setRefused(true);
      onRefused();
      event.target.value = '';
      return;
    }
    const dataUrl = await readAsDataUrl(file);
    setPreview(dataUrl);
    onChosen(dataUrl);
  };

  return (
    <div className="admin-picture">
      <label>
        {t('fields.picture')}
        <input
          type="file"
          name={name}
          accept="image/jpeg,image/png,image/webp"
          disabled={disabled}
          aria-invalid={refused || undefined}
          aria-describedby={refused ? errorId : undefined}
          onChange={(event) => void chosen(event)}
        />
      </label>
      {refused && (
        <p id={errorId} className="form__error" role="alert">
          {t('notice.badPicture')}
        </p>
      )}
      {preview !== null && <img className="admin-picture__preview" src={preview} alt={t('fields.preview')} width={160} height={160} />}
    </div>
  );
});
