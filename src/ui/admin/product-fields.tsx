// The console's product forms' fields (issue 29, ADR 0055), shared by the new-product and product screens:
// names and descriptions each in its own language and direction, category and brand, a variant's amounts.
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CatalogueChoices, NewVariant } from '@/application/admin/admin-catalogue-gateway';
import { AdminCatalogueStore } from '@/application/admin/admin-catalogue-store';
import { amountOfInput, unitsOfInput } from '@/domain/catalogue';
import { useStore } from '@/ui/app/container-context';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { blames } from './catalogue-parts';

export const STOCK_MAX = 1_000_000;

export interface TextForm {
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
}

/** The names and descriptions, each written in its own language and direction whatever the page's. */
export const ProductTextFields = observer(function ProductTextFields({ form, set }: { form: TextForm; set: (key: keyof TextForm) => (event: { target: { value: string } }) => void }) {
  const store = useStore(AdminCatalogueStore);
  const { t } = useTranslation('admin-catalogue');
  return (
    <div className="admin-form__pair">
      <label>
        {t('fields.titleEn')}
        <input name="titleEn" lang="en" dir="ltr" value={form.titleEn} onChange={set('titleEn')} maxLength={200} required aria-invalid={blames(store.detail.notice, 'titleEn') || undefined} />
      </label>
      <label>
        {t('fields.titleAr')}
        <input name="titleAr" lang="ar" dir="rtl" value={form.titleAr} onChange={set('titleAr')} maxLength={200} required aria-invalid={blames(store.detail.notice, 'titleAr') || undefined} />
      </label>
      <label>
        {t('fields.descriptionEn')}
        <textarea name="descriptionEn" lang="en" dir="ltr" rows={4} value={form.descriptionEn} onChange={set('descriptionEn')} maxLength={5000} />
      </label>
      <label>
        {t('fields.descriptionAr')}
        <textarea name="descriptionAr" lang="ar" dir="rtl" rows={4} value={form.descriptionAr} onChange={set('descriptionAr')} maxLength={5000} />
      </label>
    </div>
  );
});

export const ChoiceFields = observer(function ChoiceFields({
  categoryId,
  brandId,
  choices,
  set,
}: {
  categoryId: string;
  brandId: string;
  choices: CatalogueChoices | null;
  set: (key: 'categoryId' | 'brandId') => (event: { target: { value: string } }) => void;
}) {
  const store = useStore(AdminCatalogueStore);
  const { t } = useTranslation('admin-catalogue');
  const lang = useLanguage();
  const categories = choices?.categories ?? [];
  const parentTitle = (parentId: number | null) => {
    const parent = categories.find((category) => category.id === parentId);
    return parent === undefined ? '' : `${lang === 'ar' ? parent.title.ar : parent.title.en} › `;
  };
  return (
    <div className="admin-form__pair">
      <label>
        {t('fields.categoryId')}
        <select name="categoryId" value={categoryId} onChange={set('categoryId')} required aria-invalid={blames(store.detail.notice, 'categoryId') || undefined}>
          <option value="">{t('fields.choose')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {parentTitle(category.parentCategoryId)}
              {lang === 'ar' ? category.title.ar : category.title.en}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('fields.brandId')}
        <select name="brandId" value={brandId} onChange={set('brandId')} required aria-invalid={blames(store.detail.notice, 'brandId') || undefined}>
          <option value="">{t('fields.choose')}</option>
          {(choices?.brands ?? []).map((brand) => (
            <option key={brand.id} value={brand.id}>
              {lang === 'ar' ? brand.name.ar : brand.name.en}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
});

export interface VariantDraft {
  color: string;
  variantValue: string;
  price: string;
  discountPrice: string;
  stock: string;
}

export const EMPTY_VARIANT: VariantDraft = { color: '', variantValue: '', price: '', discountPrice: '', stock: '0' };

/** The fields of a new variant; null (after saying which field) when one is not right. */
export function variantOfDraft(draft: VariantDraft, refuse: (field: string) => void): NewVariant | null {
  const price = amountOfInput(draft.price);
  const discountPrice = draft.discountPrice.trim() === '' ? null : amountOfInput(draft.discountPrice);
  const stock = unitsOfInput(draft.stock, STOCK_MAX);
  const wrong = price === null ? 'price' : draft.discountPrice.trim() !== '' && discountPrice === null ? 'discountPrice' : stock === null ? 'stock' : null;
  if (wrong !== null || price === null || stock === null) {
    refuse(wrong ?? 'price');
    return null;
  }
  return { color: draft.color.trim() || null, variantValue: draft.variantValue.trim() || null, price, discountPrice, stock };
}

export const VariantDraftFields = observer(function VariantDraftFields({ draft, set }: { draft: VariantDraft; set: (key: keyof VariantDraft) => (event: { target: { value: string } }) => void }) {
  const store = useStore(AdminCatalogueStore);
  const { t } = useTranslation('admin-catalogue');
  return (
    <div className="admin-form__pair">
      <label>
        {t('fields.color')}
        <input name="color" value={draft.color} onChange={set('color')} maxLength={60} />
      </label>
      <label>
        {t('fields.variantValue')}
        <input name="variantValue" value={draft.variantValue} onChange={set('variantValue')} maxLength={60} />
      </label>
      <label>
        {t('fields.price')}
        <input name="price" dir="ltr" inputMode="decimal" value={draft.price} onChange={set('price')} maxLength={13} required aria-invalid={blames(store.detail.notice, 'price') || undefined} />
      </label>
      <label>
        {t('fields.discountPrice')}
        <input name="discountPrice" dir="ltr" inputMode="decimal" value={draft.discountPrice} onChange={set('discountPrice')} maxLength={13} aria-invalid={blames(store.detail.notice, 'discountPrice') || undefined} />
      </label>
      <label>
        {t('fields.stock')}
        <input name="stock" dir="ltr" inputMode="numeric" value={draft.stock} onChange={set('stock')} maxLength={7} required aria-invalid={blames(store.detail.notice, 'stock') || undefined} />
      </label>
    </div>
  );
});

