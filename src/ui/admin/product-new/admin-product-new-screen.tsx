// /admin/products/new: a new product (issue 29, ADR 0055): names and descriptions in both languages (each
// field in its own direction), category, brand, serial number, its first variant and, if chosen, its first
// picture (checked by its bytes before it is sent). Created, the page moves to the product's own screen.
import { adminHref } from '@/application/admin/admin-routes';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminCatalogueStore } from '@/application/admin/admin-catalogue-store';
import { useStore } from '@/ui/app/container-context';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { useNavigate } from '@/ui/shared/navigation/links';
import { AdminPageFrame } from '../admin-record-page';
import { AdminSubmitRow } from '../admin-parts';
import { AdminCatalogueNav, blames, CatalogueNoticeNote, PictureChooser } from '../catalogue-parts';
import { ChoiceFields, EMPTY_VARIANT, ProductTextFields, variantOfDraft, VariantDraftFields, type VariantDraft } from '../product-fields';
import '../admin.scss';
import '../admin-catalogue.scss';

const EMPTY = { titleEn: '', titleAr: '', descriptionEn: '', descriptionAr: '', categoryId: '', brandId: '', serialNo: '' };

export const AdminProductNewScreen = observer(function AdminProductNewScreen() {
  usePageMeta('admin-catalogue:meta.new.title', 'admin-catalogue:meta.new.description');
  const store = useStore(AdminCatalogueStore);
  const { t } = useTranslation('admin-catalogue');
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY);
  const [draft, setDraft] = useState<VariantDraft>(EMPTY_VARIANT);
  const [picture, setPicture] = useState<string | null>(null);
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value });
  const setVariant = (key: keyof VariantDraft) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });

  useEffect(() => {
    void store.loadChoices();
  }, [store]);

  const submitted = async (event: FormEvent) => {
    event.preventDefault();
    for (const key of ['titleEn', 'titleAr', 'categoryId', 'brandId', 'serialNo'] as const) {
      if (form[key].trim() === '') return store.invalidInput(key);
    }
    const variant = variantOfDraft(draft, store.invalidInput);
    if (!variant) return;
    const id = await store.create({
      title: { en: form.titleEn, ar: form.titleAr },
      description: { en: form.descriptionEn, ar: form.descriptionAr },
      categoryId: Number(form.categoryId),
      brandId: Number(form.brandId),
      serialNo: form.serialNo,
      variants: [variant],
    });
    if (id === null) return;
    const first = store.detail.value?.variants[0];
    if (picture !== null && first !== undefined) await store.addPicture(first.id, picture);
    navigate(adminHref('product', { id }));
  };

  return (
    <AdminPageFrame nav={<AdminCatalogueNav />} back={{ to: adminHref('products'), label: t('nav.backToList') }} title={t('new.title')}>
      <CatalogueNoticeNote notice={store.detail.notice?.kind === 'done' ? null : store.detail.notice} />
      <form className="admin-card admin-form" aria-labelledby="page-title" onSubmit={(event) => void submitted(event)} noValidate>
        <ProductTextFields form={form} set={set} />
        <ChoiceFields categoryId={form.categoryId} brandId={form.brandId} choices={store.choices} set={set} />
        <label>
          {t('fields.serialNo')}
          <input name="serialNo" dir="ltr" value={form.serialNo} onChange={set('serialNo')} maxLength={60} required autoComplete="off" aria-invalid={blames(store.detail.notice, 'serialNo') || store.detail.notice?.kind === 'serial-taken' || undefined} />
        </label>
        <fieldset className="admin-fieldset">
          <legend>{t('new.firstVariant')}</legend>
          <VariantDraftFields draft={draft} set={setVariant} />
          <PictureChooser onChosen={setPicture} onRefused={store.pictureRefused} disabled={store.detail.busy !== null} />
        </fieldset>
        <AdminSubmitRow record={store.detail} label={t('new.create')} working={t('new.creating')} />
      </form>
    </AdminPageFrame>
  );
});
