import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '@/ui/shared/navigation/links';
import { RefundStore } from '@/application/refunds/refund-store';
import { photosSuggested, refundBreakdownOf, REFUND_NOTE_MAX, REFUND_PHOTO_BYTES_MAX, REFUND_PHOTO_TYPES, REFUND_REASONS, type Refund, type RefundField, type RefundPhoto } from '@/domain/refunds';
import { useStore } from '@/ui/app/container-context';
import { SupportField } from '@/ui/content';
import { formatDateTime, formatNumber, formatShopPrice, formatShown } from '@/ui/shared/format/format';
import { approvedCashOf, shownRefund } from '@/domain/cart';
import { RefundBreakdownList } from '@/ui/refunds/refund-breakdown';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { OrderItemCard } from '@/ui/orders';
import { RefundStatusBadge } from '@/ui/orders';
import { href } from '@/application/frame/route-table';
import { SubmitButton } from '@/ui/shared/forms/submit-button';
import { PageTitle } from '@/ui/shared/page-heading';

/** A picked file as the form checks it; only files that can be accepted are read (a data URL for the request). */
function readPhoto(file: File): Promise<RefundPhoto> {
  const photo = { name: file.name, type: file.type, size: file.size, dataUrl: '' };
  if (!REFUND_PHOTO_TYPES.includes(file.type) || file.size > REFUND_PHOTO_BYTES_MAX) return Promise.resolve(photo);
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve({ ...photo, dataUrl: typeof reader.result === 'string' ? reader.result : '' }), { once: true });
    reader.addEventListener('error', () => resolve(photo), { once: true });
    reader.readAsDataURL(file);
  });
}

const RefundCard = observer(function RefundCard({ refund }: { refund: Refund }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  return (
    <div className="refund-card" data-testid="refund-card">
      <dl className="order-facts">
        <div>
          <dt>{t('refund.requestNumber', { id: formatNumber(refund.id, lang) })}</dt>
          <dd>{formatDateTime(refund.createdAt, lang)}</dd>
        </div>
        <div>
          <dt>{t('refund.status')}</dt>
          <dd>
            <RefundStatusBadge status={refund.status} />
          </dd>
        </div>
        <div>
          <dt>{t('refund.quantity')}</dt>
          <dd>{formatNumber(refund.quantity, lang)}</dd>
        </div>
        <div>
          <dt>{t('refund.reason')}</dt>
          <dd>{t(`refund.reasons.${refund.reason}`)}</dd>
        </div>
        {refund.breakdown === null && (
          <div>
            <dt>{t('refund.amount')}</dt>
            <dd>{formatShopPrice(refund.amount, refund.displayCurrency, lang)}</dd>
          </div>
        )}
      </dl>
      {refund.breakdown !== null && (
        <RefundBreakdownList
          parts={refund.breakdown}
          currency={refund.displayCurrency}
          reason={refund.reason}
          cash={refund.cash}
          testId="refund-card-breakdown"
        />
      )}
      {(refund.approvedAmount !== null || refund.rejectionReason !== null) && (
        <dl className="order-facts" data-testid="refund-decision">
          {refund.approvedAmount !== null && (
            <div>
              <dt>{t('refund.approvedAmount')}</dt>
              {/* Handed back in cash like the order was paid: rounded to its cash step (approvedCashOf, issue 26). */}
              <dd data-testid="refund-approved-amount">
                {formatShown(approvedCashOf(refund.approvedAmount, refund.amount, refund.cash?.total ?? null, refund.displayCurrency), refund.displayCurrency, lang)}
              </dd>
            </div>
          )}
          {refund.rejectionReason !== null && (
            <div>
              <dt>{t('refund.rejectionReason')}</dt>
              {/* The operator's words as written, in their own direction (docs/adr/0054). */}
              <dd data-testid="refund-rejection-reason" dir="auto">
                {refund.rejectionReason}
              </dd>
            </div>
          )}
        </dl>
      )}
    </div>
  );
});

const RefundForm = observer(function RefundForm() {
  const store = useStore(RefundStore);
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const reasonId = useId();
  const photosId = useId();
  const reasonRef = useRef<HTMLSelectElement>(null);
  const photosRef = useRef<HTMLInputElement>(null);
  const { form } = store;
  const message = (field: RefundField): string | null => {
    const problem = form.error(field);
    return problem === null ? null : t(`refundErrors.${field}.${problem}`, { max: formatNumber(store.maxQuantity, lang) });
  };

  useEffect(() => {
    const target = form.focusField === 'reason' ? reasonRef.current : form.focusField === 'photos' ? photosRef.current : null;
    if (target !== null) {
      target.focus();
      form.focusMoved();
    }
  }, [form, form.focusField]);

  const onPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    store.photosAdded(await Promise.all(files.map(readPhoto)));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submitted();
  };
  const reasonError = message('reason');
  const photosError = message('photos');
  const parts =
    store.item === null || store.order === null
      ? null
      : refundBreakdownOf(store.order, store.item, form.values.quantity, store.maxQuantity, form.values.reason);
  const currency = store.order?.displayCurrency ?? null;
  const shown = parts === null ? null : shownRefund(parts, currency);
  return (
    <form className="form-card refund-form" noValidate onSubmit={onSubmit} data-testid="refund-form" aria-labelledby="page-title">
      <SupportField
        name="quantity"
        type="text"
        ltr
        label={t('refund.quantity')}
        requiredLabel={t('checkout.required')}
        hint={t('refund.quantityHint', { max: formatNumber(store.maxQuantity, lang) })}
        value={form.values.quantity}
        onChange={(value) => form.changed('quantity', value)}
        error={message('quantity')}
        focus={form.focusField === 'quantity'}
        onFocused={form.focusMoved}
      />
      {parts !== null && shown !== null && (
        <div aria-live="polite">
          <p className="refund-form__amount" data-testid="refund-amount">
            {t('refund.amountToRefund', { amount: formatShown(shown.cashTotal, currency, lang) })}
          </p>
          <RefundBreakdownList
            parts={parts}
            currency={currency}
            reason={form.values.reason}
            cash={{ total: shown.cashTotal, rounding: shown.cashRounding }}
          />
        </div>
      )}
      <div className={reasonError === null ? 'support-field' : 'support-field support-field--invalid'}>
        <label htmlFor={reasonId}>
          {t('refund.reason')}
          <span className="support-field__required"> ({t('checkout.required')})</span>
        </label>
        <select
          ref={reasonRef}
          id={reasonId}
          name="reason"
          value={form.values.reason}
          aria-required
          aria-invalid={reasonError !== null}
          aria-describedby={reasonError === null ? undefined : `${reasonId}-error`}
          onChange={(event) => {
            const reason = REFUND_REASONS.find((value) => value === event.target.value) ?? '';
            form.changed('reason', reason);
          }}
        >
          <option value="">{t('refund.chooseReason')}</option>
          {REFUND_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`refund.reasons.${reason}`)}
            </option>
          ))}
        </select>
        {reasonError !== null && (
          <p id={`${reasonId}-error`} className="support-field__error">
            {reasonError}
          </p>
        )}
      </div>
      <SupportField
        name="note"
        multiline
        label={`${t('refund.note')} (${t('checkout.optional')})`}
        maxLength={REFUND_NOTE_MAX + 1}
        value={form.values.note}
        onChange={(value) => form.changed('note', value)}
        error={message('note')}
        focus={form.focusField === 'note'}
        onFocused={form.focusMoved}
      />
      <div className={photosError === null ? 'support-field' : 'support-field support-field--invalid'}>
        <label htmlFor={photosId}>{`${t('refund.photos')} (${t('checkout.optional')})`}</label>
        <p id={`${photosId}-hint`} className="support-field__hint">
          {photosSuggested(form.values.reason) ? `${t('refund.photosDamaged')} ${t('refund.photosHint')}` : t('refund.photosHint')}
        </p>
        <input
          ref={photosRef}
          id={photosId}
          type="file"
          accept={REFUND_PHOTO_TYPES.join(',')}
          multiple
          aria-invalid={photosError !== null}
          aria-describedby={photosError === null ? `${photosId}-hint` : `${photosId}-error ${photosId}-hint`}
          onChange={(event) => void onPhotos(event)}
        />
        {form.values.photos.length > 0 && (
          <ul className="refund-form__photos">
            {form.values.photos.map((photo, index) => (
              <li key={`${photo.name}-${index}`}>
                <bdi>{photo.name}</bdi>
                <button type="button" className="button button--ghost button--small" onClick={() => store.photoRemoved(index)}>
                  {t('refund.removePhoto', { name: photo.name })}
                </button>
              </li>
            ))}
          </ul>
        )}
        {photosError !== null && (
          <p id={`${photosId}-error`} className="support-field__error">
            {photosError}
          </p>
        )}
      </div>
      {store.failure !== null && (
        <div className="form__error" role="alert" data-testid="refund-failure">
          <p>{t(`refundFailures.${store.failure}`)}</p>
        </div>
      )}
      <SubmitButton className="button button--primary button--block" busy={form.submitting}>
        {form.submitting ? t('refund.submitting') : t('refund.submit')}
      </SubmitButton>
    </form>
  );
});

// /refund/{orderId}/{itemId}: the item, whether it can be returned (and why not), the form, and the
// request's status once sent (the return policy of ADR 0008).
export const RefundScreen = observer(function RefundScreen() {
  usePageMeta('orders:meta.refund.title', 'orders:meta.refund.description');
  const store = useStore(RefundStore);
  const { t } = useTranslation('orders');
  const params = useParams();
  const orderId = Number(params.orderId);
  const itemId = Number(params.itemId);

  // A page drawn with this line (ADR 0038) is kept as drawn; otherwise the line is loaded.
  useEffect(() => {
    void store.shown(orderId, itemId);
  }, [store, orderId, itemId]);

  const { item, eligibility } = store;
  return (
    <section className="page refund-page" aria-labelledby="page-title">
      <PageTitle>{t('refund.title')}</PageTitle>
      {store.status === 'failed' && (
        <div className="form__error" role="alert">
          <p>{store.loadFailure === 'not-found' ? t('refund.notFound') : t('refund.failed')}</p>
          {store.loadFailure !== 'not-found' && (
            <button type="button" className="button button--ghost" onClick={() => void store.opened(orderId, itemId)}>
              {t('refund.retry')}
            </button>
          )}
        </div>
      )}
      {store.status === 'loading' && <p role="status">{t('refund.loading')}</p>}
      {item !== null && eligibility !== null && (
        <>
          <div className="refund-page__item">
            <OrderItemCard item={item} currency={store.order?.displayCurrency ?? null} quantity={item.quantity} testId="refund-item" />
          </div>
          {store.refund !== null && (
            <div className="form-card form-card--success" data-testid="refund-sent">
              <h2 role="status">{t('refund.sentTitle')}</h2>
              <p>{t('refund.sentBody')}</p>
              <RefundCard refund={store.refund} />
            </div>
          )}
          {store.refund === null && !eligibility.refundable && (
            <p className="form__error" role="status" data-testid="not-refundable">
              {t(`refund.notRefundable.${eligibility.why}`)}
            </p>
          )}
          {store.refund === null && eligibility.refundable && <RefundForm />}
          {store.earlier.filter((refund) => refund.id !== store.refund?.id).length > 0 && (
            <section aria-labelledby="earlier-title" className="refund-page__earlier">
              <h2 id="earlier-title">{t('refund.earlier')}</h2>
              {store.earlier
                .filter((refund) => refund.id !== store.refund?.id)
                .map((refund) => (
                  <RefundCard key={refund.id} refund={refund} />
                ))}
            </section>
          )}
          <p className="refund-page__links">
            <Link to={href('order', { orderId })}>{t('refund.backToOrder')}</Link>
            {' · '}
            <Link to={href('returnPolicy')}>{t('refund.policyLink')}</Link>
          </p>
        </>
      )}
    </section>
  );
});
