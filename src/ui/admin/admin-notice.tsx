// What became of an operator's last change (issue 31): said once it is done, alerted when refused or failed.
// The orders, refunds and catalogue pages each word their notices in a table, one entry a kind.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** A notice kind's words: a key of the namespace, or what to say for that notice. */
export type NoticeWords<N extends { kind: string }> = {
  readonly [K in N['kind']]: string | ((notice: Extract<N, { kind: K }>, t: TFunction) => string);
};

export function AdminNoticeNote<N extends { kind: string }>({ notice, ns, words }: { notice: N | null; ns: string; words: NoticeWords<N> }) {
  const { t } = useTranslation(ns);
  if (notice === null) return <p role="status" className="visually-hidden" />;
  // The entry for this notice's kind takes this notice.
  const word = words[notice.kind as N['kind']] as string | ((notice: N, t: TFunction) => string);
  return (
    <p className={notice.kind === 'done' ? 'admin-notice' : 'admin-notice form__error'} role={notice.kind === 'done' ? 'status' : 'alert'} data-testid="admin-notice">
      {typeof word === 'string' ? t(word) : word(notice, t)}
    </p>
  );
}
