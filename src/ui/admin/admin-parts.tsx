// The console pages' shared parts (issue 31): a list's row (a refund request's), a shopper's contact lines,
// a history card, a filter bar with its status filter, and a form's submit row. Each page words them; these draw them one way.
import { observer } from 'mobx-react-lite';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { displayPhone } from '@/domain/country';
import { adminHref } from '@/application/admin/admin-routes';
import type { AdminRefund } from '@/application/admin/admin-refunds-gateway';
import type { AdminRecord } from '@/application/admin/admin-views';
import { Link } from '@/ui/shared/navigation/links';
import { AdminRefundStatusBadge } from './admin-status';

/** A row of a console list, linking to its page: what it is, its status, then its details. */
export function AdminRow({ to, title, status, children }: { to: string; title: string; status: ReactNode; children: ReactNode }) {
  return (
    <li className="admin-orders__item">
      <Link to={to}>
        <span className="admin-orders__number">{title}</span>
        {status}
        <span className="admin-orders__meta">{children}</span>
      </Link>
    </li>
  );
}

/** A refund request's row: its number and its order's, its status, then its details. */
export function AdminRefundRow({ refund, children }: { refund: AdminRefund; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <AdminRow to={adminHref('refund', { id: refund.id })} title={t('refunds.number', { id: refund.id, order: refund.orderId })} status={<AdminRefundStatusBadge status={refund.status} />}>
      {children}
    </AdminRow>
  );
}

/** A shopper's e-mail and phone (to call her) as a card's list says them; 'none' for what she has not given. */
export function AdminReachRows({ email, phone }: { email: string | null; phone: string | null }) {
  const { t } = useTranslation('admin');
  const digits = phone?.replace(/^\+/, '') ?? null;
  return (
    <>
      <dt>{t('order.email')}</dt>
      <dd className="admin-ltr" dir="ltr">
        {email ?? t('order.none')}
      </dd>
      <dt>{t('order.phone')}</dt>
      <dd>
        {digits === null ? (
          t('order.none')
        ) : (
          <a className="admin-ltr" dir="ltr" href={`tel:+${digits}`}>
            {displayPhone(`+${digits}`)}
          </a>
        )}
      </dd>
    </>
  );
}

/** The shopper behind an order or a refund request: her name (to her file), her e-mail and her phone. */
export function AdminContactRows({ userId, fullName, email, phone }: { userId: number; fullName: string; email: string | null; phone: string }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <dt>{t('order.customer')}</dt>
      <dd>
        <Link to={adminHref('shopper', { id: userId })}>{fullName}</Link>
      </dd>
      <AdminReachRows email={email} phone={phone} />
    </>
  );
}

interface ListCardProps<E> {
  /** The title's id (the card is named by it). */
  titleId: string;
  title: string;
  empty: string;
  items: E[];
  /** The list: numbered or not, its class and its test id. */
  list: { ordered: boolean; className: string; testId: string };
  children: (item: E) => ReactNode;
}

/** A card of a record's page, named by its title. */
export function AdminCard({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <section className="admin-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}

/** A card with a title and a list, or what it says when the list is empty. */
export function AdminListCard<E>({ titleId, title, empty, items, list, children }: ListCardProps<E>) {
  const List = list.ordered ? 'ol' : 'ul';
  return (
    <AdminCard titleId={titleId} title={title}>
      {items.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <List className={list.className} data-testid={list.testId}>
          {items.map(children)}
        </List>
      )}
    </AdminCard>
  );
}

const HISTORY_LIST = { ordered: true, className: 'admin-history', testId: 'admin-history' };

/** What operators did to a record, oldest first, or that nothing was done yet. */
export function AdminHistoryCard<E>({ title, empty, events, children }: { title: string; empty: string; events: E[]; children: (event: E) => ReactNode }) {
  return (
    <AdminListCard titleId="admin-history-title" title={title} empty={empty} items={events} list={HISTORY_LIST}>
      {children}
    </AdminListCard>
  );
}

interface StatusSelectProps<S extends string> {
  id?: string;
  statuses: readonly S[];
  /** Where the orders namespace words them: an order's statuses or a refund request's. */
  words: 'status' | 'refundStatus';
  value: S | '';
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/** A status filter: any status, or one of them as the shopper's pages word it. */
export function AdminStatusSelect<S extends string>({ id, statuses, words, value, onChange }: StatusSelectProps<S>) {
  const { t } = useTranslation(['admin', 'orders']);
  return (
    <select id={id} name="status" value={value} onChange={onChange}>
      <option value="">{t('admin:list.anyStatus')}</option>
      {statuses.map((status) => (
        <option key={status} value={status}>
          {t(`orders:${words}.${status}`)}
        </option>
      ))}
    </select>
  );
}

interface FilterProps {
  label: string;
  /** The bar's modifier classes after 'admin-filters'. */
  className?: string;
  apply: string;
  onApply: () => void;
  /** The clear button, when the bar has one. */
  clear?: { label: string; onClear: () => void };
  children: ReactNode;
}

/** A list's search and filter bar, with its search button (and clear button). */
export function AdminFilterForm({ label, className, apply, onApply, clear, children }: FilterProps) {
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form className={className === undefined ? 'admin-filters' : `admin-filters ${className}`} role="search" aria-label={label} onSubmit={submitted}>
      {children}
      <div className="admin-filters__buttons">
        <button type="submit" className="button button--primary">
          {apply}
        </button>
        {clear !== undefined && (
          <button type="button" className="button button--ghost" onClick={clear.onClear}>
            {clear.label}
          </button>
        )}
      </div>
    </form>
  );
}

interface SubmitProps<C> {
  record: AdminRecord<unknown, C, { kind: string }>;
  /** The change this button starts; without one, any change under way is its own. */
  change?: C;
  label: string;
  working: string;
  danger?: boolean;
  /** Buttons after it (a dialog's close). */
  children?: ReactNode;
}

/** A form's submit row: held while any change is under way, saying so while its own is. */
function AdminSubmitRowOf<C>({ record, change, label, working, danger = false, children }: SubmitProps<C>) {
  const mine = change === undefined ? record.busy !== null : record.busy === change;
  return (
    <div className="admin-actions">
      <button type="submit" className={danger ? 'button button--danger' : 'button button--primary'} disabled={record.busy !== null}>
        {mine ? working : label}
      </button>
      {children}
    </div>
  );
}

export const AdminSubmitRow = observer(AdminSubmitRowOf) as typeof AdminSubmitRowOf;
