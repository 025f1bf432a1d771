import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FORM_NOTICES, formNotice, NOTICE_PARAM } from '@/domain/shared';
import { formatNumber } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';

// What became of a form the server answered (docs/adr/0040): its 303 named the message in the page's
// address (`?notice=cart-added`), so the server draws it with the page, in the page's language, and the
// app keeps it as it takes the page over. Only the store's own messages are shown, never the address's text.
export function FormNotice() {
  const [params] = useSearchParams();
  const { t } = useTranslation('frame');
  const lang = useLanguage();
  const notice = formNotice(params.get(NOTICE_PARAM));
  if (notice === null) return null;
  const available = Number(params.get('available'));
  const success = FORM_NOTICES[notice] === 'success';
  return (
    <p className={success ? 'form-notice form-notice--success' : 'form-notice form-notice--error'} role={success ? 'status' : 'alert'} data-testid="form-notice">
      {t(`formNotices.${notice}`, { available: Number.isSafeInteger(available) ? formatNumber(available, lang) : '' })}
    </p>
  );
}
