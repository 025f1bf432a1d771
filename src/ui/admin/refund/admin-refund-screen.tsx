// /admin/refunds/:id: one refund request for the operator (issue 29, docs/adr/0054): what the shopper asked
// for and how the amount was made up as she saw it (ADR 0043, the cash rounding of ADR 0042), and the
// decisions its status allows: approve (the amount asked, or less), decline with a reason she will read,
// mark refunded (and put the returned units back in stock).
import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { decisionsFor, type AdminRefund, type RefundDecision } from '@/application/admin/admin-refunds-gateway';
import { AdminRefundsStore, approvedAmountOf, type AmountProblem, type DecisionNotice } from '@/application/admin/admin-refunds-store';
import { adminHref } from '@/application/admin/admin-routes';
import { useStore } from '@/ui/app/container-context';
import { formatDateTime, formatNumber, formatShopPrice, formatShown, formatShownSigned } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { Link } from '@/ui/shared/navigation/links';
import { AdminRecordPage } from '../admin-record-page';
import { AdminCard, AdminContactRows, AdminSubmitRow } from '../admin-parts';
import { AdminNoticeNote, type NoticeWords } from '../admin-notice';
import { AdminRefundStatusBadge } from '../admin-status';
import { refundCurrency, shownAmountOf, shownRefundOf, USD } from '../refund-money';
import { AdminAmount } from '../admin-money';
import '../admin.scss';

/** 1250 minor units as the amount field shows it: '12.50'. */
const decimalText = (minor: number): string => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

export const AdminRefundScreen = observer(function AdminRefundScreen() {
  const id = Number(useParams().id);
  usePageMeta('admin:meta.refund.title', 'admin:meta.refund.description', { id });
  const store = useStore(AdminRefundsStore);
  const { t } = useTranslation(['admin', 'orders']);
  return (
    <AdminRecordPage record={store.detail} id={id} back={{ to: adminHref('refunds'), label: t('admin:refund.backToQueue') }} title={t('admin:refund.title', { id: id })} loading={t('admin:refund.loading')}>
      {(refund) => <RefundDetails refund={refund} />}
    </AdminRecordPage>
  );
});

const RefundDetails = observer(function RefundDetails({ refund }: { refund: AdminRefund }) {
  const store = useStore(AdminRefundsStore);
  const { t } = useTranslation(['admin', 'orders']);
  const lang = useLanguage();
  const currency = refundCurrency(refund.displayCurrency);
  const shown = shownRefundOf(refund);
  const usd = (minor: number) => formatShopPrice(minor, USD, lang);
  const decisions = decisionsFor(refund.status);

  return (
    <div className="admin-order">
      <div className="admin-order__main">
        <AdminNoticeNote notice={store.detail.notice} ns="admin" words={DECISION_NOTICES} />
        <AdminCard titleId="admin-decision-title" title={t('admin:refund.decision')}>
          <p>
            {t('admin:order.status')}: <AdminRefundStatusBadge status={refund.status} />
          </p>
          {refund.approvedAmount !== null && (
            <p data-testid="admin-approved-amount">
              {t('admin:refund.approvedWas', { cash: formatShown(shownAmountOf(refund.approvedAmount, refund).cash, currency, lang), usd: usd(refund.approvedAmount) })}
            </p>
          )}
          {refund.rejectionReason !== null && (
            <p>
              {t('admin:refund.reasonGiven')}: <q dir="auto">{refund.rejectionReason}</q>
            </p>
          )}
          {decisions.length === 0 && <p>{t('admin:refund.noDecisions')}</p>}
          {decisions.includes('approve') && <ApproveForm key={`approve-${refund.id}-${refund.status}`} refund={refund} />}
          {decisions.includes('reject') && <RejectForm key={`reject-${refund.id}-${refund.status}`} />}
          {decisions.includes('refund') && <RefundForm key={`refund-${refund.id}-${refund.status}`} refund={refund} />}
        </AdminCard>

        <AdminCard titleId="admin-request-title" title={t('admin:refund.request')}>
          <dl>
            <dt>{t('admin:refund.item')}</dt>
            <dd>{lang === 'ar' ? refund.title.ar : refund.title.en}</dd>
            <dt>{t('admin:order.quantity')}</dt>
            <dd>{formatNumber(refund.quantity, lang)}</dd>
            <dt>{t('orders:refund.reason')}</dt>
            <dd>{t(`orders:refund.reasons.${refund.reason}`, { defaultValue: refund.reason })}</dd>
            <dt>{t('admin:refund.note')}</dt>
            <dd dir="auto">{refund.note.trim() === '' ? t('admin:order.noNote') : refund.note}</dd>
            <dt>{t('admin:refund.askedOn')}</dt>
            <dd>
              <time dateTime={refund.createdAt}>{formatDateTime(refund.createdAt, lang)}</time>
            </dd>
          </dl>
          <h3 className="admin-card__subtitle">{t('admin:refund.asShown')}</h3>
          {shown === null ? (
            <p>{t('admin:refund.noBreakdown', { amount: formatShopPrice(refund.amount, currency, lang) })}</p>
          ) : (
            <dl data-testid="admin-refund-breakdown">
              <dt>{t('orders:refund.breakdown.items')}</dt>
              <dd>
                <AdminAmount>{formatShown(shown.items, currency, lang)}</AdminAmount>
              </dd>
              {shown.sellerDiscount > 0 && (
                <>
                  <dt>{t('orders:refund.breakdown.sellerDiscount')}</dt>
                  <dd>
                <AdminAmount>{`−${formatShown(shown.sellerDiscount, currency, lang)}`}</AdminAmount>
              </dd>
                </>
              )}
              <dt>{t('orders:refund.breakdown.tax')}</dt>
              <dd>
                <AdminAmount>{formatShown(shown.tax, currency, lang)}</AdminAmount>
              </dd>
              <dt>{t('orders:refund.breakdown.delivery')}</dt>
              <dd>{refund.reason === 'changed-mind' ? t('admin:refund.noDeliveryChangedMind') : <AdminAmount>{formatShown(shown.delivery, currency, lang)}</AdminAmount>}</dd>
              <dt>{t('orders:refund.amount')}</dt>
              <dd>
                <strong data-testid="admin-refund-total">
                  <AdminAmount>{formatShown(shown.total, currency, lang)}</AdminAmount>
                </strong>
              </dd>
              {shown.cashRounding !== 0 && (
                <>
                  <dt>{t('admin:refund.cashRounding')}</dt>
                  <dd>
                    <AdminAmount>
                      <bdi>{formatShownSigned(shown.cashRounding, currency, lang)}</bdi>
                    </AdminAmount>
                  </dd>
                </>
              )}
              <dt>{t('admin:refund.inCash')}</dt>
              <dd data-testid="admin-refund-cash">
                <AdminAmount>{formatShown(shown.cashTotal, currency, lang)}</AdminAmount>
              </dd>
              <dt>{t('admin:refund.inBooks')}</dt>
              <dd>
                <AdminAmount>{usd(refund.amount)}</AdminAmount>
              </dd>
            </dl>
          )}
        </AdminCard>
      </div>

      <AdminCard titleId="admin-shopper-title" title={t('admin:refund.shopper')}>
        <dl>
          <AdminContactRows userId={refund.userId} fullName={refund.fullName} email={refund.email} phone={refund.phone} />
          <dt>{t('admin:refund.order')}</dt>
          <dd>
            <Link to={adminHref('order', { id: refund.orderId })}>{t('admin:order.title', { id: refund.orderId })}</Link>
          </dd>
        </dl>
      </AdminCard>
    </div>
  );
});

const DECISION_NOTICES: NoticeWords<DecisionNotice> = {
  done: (notice, t) => t(`refund.done.${notice.decision}`),
  changed: 'refund.changed',
  'not-allowed': 'refund.notAllowed',
  amount: 'refund.amountRefused',
  invalid: 'notice.invalid',
  failed: 'notice.failed',
};

interface DecisionFormProps {
  decision: RefundDecision;
  title: string;
  /** The submit button's words (while this decision is under way: that it is). */
  submit: string;
  danger?: boolean;
  noValidate?: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/** One decision's form: its title, its fields, and its button (every decision's held while one is under way). */
const DecisionForm = observer(function DecisionForm({ decision, title, submit, danger = false, noValidate = false, onSubmit, children }: DecisionFormProps) {
  const store = useStore(AdminRefundsStore);
  const { t } = useTranslation('admin');
  const titleId = useId();
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="admin-form" noValidate={noValidate} onSubmit={submitted} aria-labelledby={titleId}>
      <h3 id={titleId} className="admin-card__subtitle">
        {title}
      </h3>
      {children}
      <AdminSubmitRow record={store.detail} change={decision} label={submit} working={t('action.working')} danger={danger} />
    </form>
  );
});

/** Approve: the amount asked, or a lower one; checked here as the server checks it. */
const ApproveForm = observer(function ApproveForm({ refund }: { refund: AdminRefund }) {
  const store = useStore(AdminRefundsStore);
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const fieldId = useId();
  const [text, setText] = useState(decimalText(refund.amount));
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const currency = refundCurrency(refund.displayCurrency);
  const checked = approvedAmountOf(text, refund.amount);
  const preview = 'amount' in checked ? shownAmountOf(checked.amount, refund) : null;

  const submitted = () => {
    const result = approvedAmountOf(text, refund.amount);
    if ('problem' in result) {
      setProblem(result.problem);
      document.getElementById(fieldId)?.focus();
      return;
    }
    setProblem(null);
    void store.decide('approve', result.amount === refund.amount ? {} : { amount: result.amount });
  };

  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  return (
    <DecisionForm decision="approve" title={t('refund.approveTitle')} submit={t('refund.approve')} noValidate onSubmit={submitted}>
      <label htmlFor={fieldId}>{t('refund.amountLabel')}</label>
      <input
        id={fieldId}
        name="amount"
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        value={text}
        aria-invalid={problem !== null}
        aria-describedby={problem === null ? hintId : `${errorId} ${hintId}`}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
      />
      <p id={hintId} className="admin-form__hint">
        {t('refund.amountHint', { asked: formatShopPrice(refund.amount, USD, lang) })}
        {preview !== null && ` ${t('refund.amountPreview', { cash: formatShown(preview.cash, currency, lang) })}`}
      </p>
      {problem !== null && (
        <p id={errorId} className="support-field__error" data-testid="amount-error">
          {t(`refund.amountProblem.${problem}`, { asked: formatShopPrice(refund.amount, USD, lang) })}
        </p>
      )}
    </DecisionForm>
  );
});

/** Decline: a reason is required; the shopper reads it as written (docs/adr/0054). */
const RejectForm = observer(function RejectForm() {
  const store = useStore(AdminRefundsStore);
  const { t } = useTranslation('admin');
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  const submitted = () => {
    if (reason.trim() === '') {
      setMissing(true);
      document.getElementById(fieldId)?.focus();
      return;
    }
    void store.decide('reject', { reason: reason.trim() });
  };

  return (
    <DecisionForm decision="reject" title={t('refund.rejectTitle')} submit={t('refund.reject')} danger noValidate onSubmit={submitted}>
      <label htmlFor={fieldId}>{t('refund.reasonLabel')}</label>
      <textarea
        id={fieldId}
        name="reason"
        rows={3}
        maxLength={500}
        dir="auto"
        value={reason}
        aria-required
        aria-invalid={missing}
        aria-describedby={missing ? `${fieldId}-error ${fieldId}-hint` : `${fieldId}-hint`}
        onChange={(event) => {
          setReason(event.target.value);
          setMissing(false);
        }}
      />
      <p id={`${fieldId}-hint`} className="admin-form__hint">
        {t('refund.reasonHint')}
      </p>
      {missing && (
        <p id={`${fieldId}-error`} className="support-field__error" data-testid="reason-error">
          {t('refund.reasonRequired')}
        </p>
      )}
    </DecisionForm>
  );
});

/** Mark refunded; the returned units go back in stock when ticked (once: the server does it on this one transition). */
const RefundForm = observer(function RefundForm({ refund }: { refund: AdminRefund }) {
  const store = useStore(AdminRefundsStore);
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const [restock, setRestock] = useState(false);

  return (
    <DecisionForm decision="refund" title={t('refund.refundTitle')} submit={t('refund.markRefunded')} onSubmit={() => void store.decide('refund', { restock })}>
      <label className="admin-form__check">
        <input type="checkbox" name="restock" checked={restock} onChange={(event) => setRestock(event.target.checked)} />
        {t('refund.restock', { count: refund.quantity, units: formatNumber(refund.quantity, lang) })}
      </label>
    </DecisionForm>
  );
});
