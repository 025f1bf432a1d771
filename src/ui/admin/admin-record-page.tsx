// A console page's frame and one record's page (issue 31): the line above the title, the title, and, for a
// record, its load on the page's id, the failure (with a retry) or the loading note until it is there.
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import type { AdminRecord } from '@/application/admin/admin-views';
import { Link } from '@/ui/shared/navigation/links';
import { AdminFailureNote } from './admin-failure';
import { PageTitle } from '@/ui/shared/page-heading';

interface FrameProps {
  /** Drawn above the eyebrow (the catalogue's own links). */
  nav?: ReactNode;
  /** The line above the title: the way back, or what it says. */
  back?: { to: string; label: string };
  eyebrow?: string;
  title: string;
  children: ReactNode;
}

/** A console page: its section, the line above its title, and its title. */
export function AdminPageFrame({ nav, back, eyebrow, title, children }: FrameProps) {
  return (
    <section className="admin-page" aria-labelledby="page-title">
      {nav}
      {back !== undefined ? (
        <p className="admin-page__eyebrow">
          <Link to={back.to}>{back.label}</Link>
        </p>
      ) : (
        eyebrow !== undefined && <p className="admin-page__eyebrow">{eyebrow}</p>
      )}
      <PageTitle>{title}</PageTitle>
      {children}
    </section>
  );
}

interface RecordProps<T> extends Omit<FrameProps, 'children'> {
  record: AdminRecord<T, unknown, { kind: string }>;
  /** The id in the page's address (not a whole number above 0: nothing is loaded). */
  id: number;
  loading: string;
  children: (record: T) => ReactNode;
}

function AdminRecordPageOf<T>({ record, id, loading, children, ...frame }: RecordProps<T>) {
  useEffect(() => {
    if (Number.isInteger(id) && id > 0) void record.open(id);
  }, [record, id]);

  const shown = record.shownAs(id);
  return (
    <AdminPageFrame {...frame}>
      {record.failure !== null ? (
        <AdminFailureNote failure={record.failure} retry={() => void record.open(id)} />
      ) : shown === null ? (
        <p role="status">{loading}</p>
      ) : (
        children(shown)
      )}
    </AdminPageFrame>
  );
}

export const AdminRecordPage = observer(AdminRecordPageOf) as typeof AdminRecordPageOf;
