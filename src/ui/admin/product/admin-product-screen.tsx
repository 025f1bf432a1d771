// /admin/products/:id: one product for the operator (issue 29, ADR 0055): shown or hidden, its names and
// descriptions in both languages (each field in its own direction), each variant's price, discount and stock
// edited in place, pictures uploaded with a preview, a variant added, and the history of what operators did.
// Every change carries the version the operator saw; when another got there first the notice says so and
// the page shows the product as it is now.
import { adminHref } from '@/application/admin/admin-routes';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { AdminProduct, AdminProductEvent, AdminVariant, CatalogueChoices } from '@/application/admin/admin-catalogue-gateway';
import { AdminCatalogueStore } from '@/application/admin/admin-catalogue-store';
import { href } from '@/application/frame/route-table';
import { amountOfInput, unitsOfInput } from '@/domain/catalogue';
import { useStore } from '@/ui/app/container-context';
import { formatDateTime } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { Link } from '@/ui/shared/navigation/links';
import { AdminRecordPage } from '../admin-record-page';
import { AdminCard, AdminHistoryCard, AdminSubmitRow } from '../admin-parts';
import { AdminCatalogueNav, amountText, blames, CatalogueNoticeNote, PictureChooser, usd } from '../catalogue-parts';
import { ChoiceFields, EMPTY_VARIANT, ProductTextFields, STOCK_MAX, variantOfDraft, VariantDraftFields, type VariantDraft } from '../product-fields';
import '../admin.scss';
import '../admin-catalogue.scss';

export const AdminProductScreen = observer(function AdminProductScreen() {
  const id = Number(useParams().id);
  usePageMeta('admin-catalogue:meta.product.title', 'admin-catalogue:meta.product.description', { id });
  const store = useStore(AdminCatalogueStore);
  const { t } = useTranslation('admin-catalogue');

  useEffect(() => {
    void store.loadChoices();
  }, [store]);

  return (
    <AdminRecordPage
      record={store.detail}
      id={id}
      nav={<AdminCatalogueNav />}
      back={{ to: adminHref('products'), label: t('nav.backToList') }}
      title={t('product.title', { id })}
      loading={t('product.loading')}
    >
      {(product) => <ProductDetails product={product} />}
    </AdminRecordPage>
  );
});

const ProductDetails = observer(function ProductDetails({ product }: { product: AdminProduct }) {
  const store = useStore(AdminCatalogueStore);
  const { t } = useTranslation('admin-catalogue');
  const lang = useLanguage();
  return (
    <div className="admin-product">
      <CatalogueNoticeNote notice={store.detail.notice} />
      <AdminCard titleId="admin-visibility-title" title={t('product.visibility')}>
        <p>
          <span className={product.hidden ? 'admin-badge admin-badge--hidden' : 'admin-badge'} data-testid="admin-product-visibility">
            {t(product.hidden ? 'status.hidden' : 'status.shown')}
          </span>{' '}
          {t(product.hidden ? 'product.isHidden' : 'product.isShown')}
        </p>
        <div className="admin-actions">
          <button type="button" className={product.hidden ? 'button button--primary' : 'button button--danger'} disabled={store.detail.busy !== null} onClick={() => void store.setHidden(!product.hidden)}>
            {store.detail.busy === 'hide' || store.detail.busy === 'show' ? t('product.saving') : t(product.hidden ? 'product.show' : 'product.hide')}
          </button>
          {!product.hidden && (
            <Link className="button button--ghost" to={href('product', { id: product.id })}>
              {t('product.viewInShop')}
            </Link>
          )}
        </div>
        <p className="admin-ltr" dir="ltr">
          {product.serialNo}
        </p>
      </AdminCard>

      <DetailsForm key={`${product.id}-${product.version}`} product={product} choices={store.choices} />

      <AdminCard titleId="admin-variants-title" title={t('product.variants')}>
        <ul className="admin-variants">
          {product.variants.map((variant) => (
            <li key={`${variant.id}-${product.version}-${variant.stock}`}>
              <VariantForm variant={variant} />
            </li>
          ))}
        </ul>
        <details className="admin-add-variant">
          <summary>{t('product.addVariant')}</summary>
          <NewVariantForm key={product.version} />
        </details>
      </AdminCard>

      <AdminHistoryCard title={t('product.history')} empty={t('product.noHistory')} events={product.history}>
        {(event) => <HistoryLine key={event.id} event={event} lang={lang} />}
      </AdminHistoryCard>
    </div>
  );
});

/** A recorded value as the operator reads it: amounts (USD decimal strings, as kept) as prices. */
const shownValue = (key: string, value: unknown, lang: 'en' | 'ar'): string => {
  if (value === null || value === undefined || value === '') return '—';
  if ((key === 'price' || key === 'discountPrice') && typeof value === 'string') return usd(Math.round(Number(value) * 100), lang);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

function HistoryLine({ event, lang }: { event: AdminProductEvent; lang: 'en' | 'ar' }) {
  const { t } = useTranslation('admin-catalogue');
  const changed = Object.keys(event.after).filter((key) => key !== 'variantId' && key !== 'images' && key !== 'variants' && key !== 'contentType' && key !== 'bytes' && key !== 'serialNo');
  return (
    <li>
      {t('product.by', { action: t(`history.${event.action}`, { defaultValue: event.action }), who: event.actorEmail })} · <time dateTime={event.at}>{formatDateTime(event.at, lang)}</time>
      {event.action !== 'create' && changed.length > 0 && (
        <ul className="admin-history__changes">
          {changed.map((key) => (
            <li key={key}>
              {t('product.changed', { field: t(`fields.${key}`, { defaultValue: key }), before: shownValue(key, event.before[key], lang), after: shownValue(key, event.after[key], lang) })}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

const DetailsForm = observer(function DetailsForm({ product, choices }: { product: AdminProduct; choices: CatalogueChoices | null }) {
  const store = useStore(AdminCatalogueStore);
  const { t } = useTranslation('admin-catalogue');
  const [form, setForm] = useState({
    titleEn: product.title.en,
    titleAr: product.title.ar,
    descriptionEn: product.description.en,
    descriptionAr: product.description.ar,
    categoryId: String(product.categoryId),
    brandId: String(product.brandId),
  });
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value });

  const submitted = (event: FormEvent) => {
    event.preventDefault();
    if (form.titleEn.trim() === '') return store.invalidInput('titleEn');
    if (form.titleAr.trim() === '') return store.invalidInput('titleAr');
    void store.saveDetails({
      title: { en: form.titleEn, ar: form.titleAr },
      description: { en: form.descriptionEn, ar: form.descriptionAr },
      categoryId: Number(form.categoryId),
      brandId: Number(form.brandId),
    });
  };

  return (
    <form className="admin-card admin-form" aria-labelledby="admin-details-title" onSubmit={submitted}>
      <h2 id="admin-details-title">{t('product.details')}</h2>
      <ProductTextFields form={form} set={set} />
      <ChoiceFields categoryId={form.categoryId} brandId={form.brandId} choices={choices} set={set} />
      <AdminSubmitRow record={store.detail} change="details" label={t('product.save')} working={t('product.saving')} />
    </form>
  );
});

const VariantForm = observer(function VariantForm({ variant }: { variant: AdminVariant }) {
  const store = useStore(AdminCatalogueStore);
  const { t } = useTranslation('admin-catalogue');
  const lang = useLanguage();
  const [price, setPrice] = useState(amountText(variant.price));
  const [discount, setDiscount] = useState(amountText(variant.discountPrice));
  const [stock, setStock] = useState(String(variant.stock));
  const [picture, setPicture] = useState<string | null>(null);
  const name = [variant.color, variant.variantValue].filter(Boolean).join(' · ');
  const label = name === '' ? t('product.noVariantName', { id: variant.id }) : t('product.variantName', { name });
  const headingId = `admin-variant-${variant.id}`;

  const submitted = (event: FormEvent) => {
    event.preventDefault();
    const newPrice = amountOfInput(price);
    if (newPrice === null) return store.invalidInput('price');
    const newDiscount = discount.trim() === '' ? null : amountOfInput(discount);
    if (discount.trim() !== '' && newDiscount === null) return store.invalidInput('discountPrice');
    const newStock = unitsOfInput(stock, STOCK_MAX);
    if (newStock === null) return store.invalidInput('stock');
    void store.changeVariant(variant.id, {
      ...(newPrice === variant.price ? {} : { price: newPrice }),
      ...((newDiscount ?? 0) === (variant.discountPrice ?? 0) ? {} : { discountPrice: newDiscount }),
      ...(newStock === variant.stock ? {} : { stock: { to: newStock, was: variant.stock } }),
    });
  };

  return (
    <div className="admin-variant" aria-labelledby={headingId} role="group">
      <h3 id={headingId}>{label}</h3>
      <form className="admin-variant__form" onSubmit={submitted} aria-labelledby={headingId}>
        <label>
          {t('fields.price')}
          <input name="price" dir="ltr" inputMode="decimal" value={price} onChange={(event) => setPrice(event.target.value)} maxLength={13} required aria-invalid={blames(store.detail.notice, 'price') || undefined} />
        </label>
        <label>
          {t('fields.discountPrice')}
          <input name="discountPrice" dir="ltr" inputMode="decimal" value={discount} onChange={(event) => setDiscount(event.target.value)} maxLength={13} aria-invalid={blames(store.detail.notice, 'discountPrice') || undefined} />
        </label>
        <label>
          {t('fields.stock')}
          <input name="stock" dir="ltr" inputMode="numeric" value={stock} onChange={(event) => setStock(event.target.value)} maxLength={7} required aria-invalid={blames(store.detail.notice, 'stock') || undefined} />
        </label>
        <button type="submit" className="button button--primary" disabled={store.detail.busy !== null}>
          {store.detail.busy === 'variant' ? t('product.saving') : t('product.save')}
        </button>
      </form>
      <p className="admin-variant__now">
        {usd(variant.price - (variant.discountPrice ?? 0), lang)}
      </p>
      <div className="admin-variant__pictures">
        <h4>{t('product.pictures')}</h4>
        {variant.images.length === 0 ? (
          <p>{t('product.noPictures')}</p>
        ) : (
          <ul className="admin-thumbs">
            {variant.images.map((image) => (
              <li key={image}>
                <img src={image} alt={`${label}`} width={72} height={72} loading="lazy" />
              </li>
            ))}
          </ul>
        )}
        <PictureChooser name={`picture-${variant.id}`} onChosen={setPicture} onRefused={store.pictureRefused} disabled={store.detail.busy !== null} />
        {picture !== null && (
          <button type="button" className="button button--primary" disabled={store.detail.busy !== null} onClick={() => void store.addPicture(variant.id, picture)}>
            {store.detail.busy === 'picture' ? t('fields.uploading') : t('fields.upload')}
          </button>
        )}
      </div>
    </div>
  );
});

const NewVariantForm = observer(function NewVariantForm() {
  const store = useStore(AdminCatalogueStore);
  const { t } = useTranslation('admin-catalogue');
  const [draft, setDraft] = useState<VariantDraft>(EMPTY_VARIANT);
  const set = (key: keyof VariantDraft) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    const variant = variantOfDraft(draft, store.invalidInput);
    if (variant) void store.addVariant(variant);
  };
  return (
    <form className="admin-form" onSubmit={submitted}>
      <VariantDraftFields draft={draft} set={set} />
      <AdminSubmitRow record={store.detail} change="add-variant" label={t('product.addVariant')} working={t('product.saving')} />
    </form>
  );
});
