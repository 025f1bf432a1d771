import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/ui/shared/icons/brand-mark';

// Shown while the first screen's chunk arrives (a slow line can take a while).
export function LoadingScreen() {
  const { t } = useTranslation('common');
  return (
    <div className="loading-screen" role="status">
      <BrandMark size={56} />
      <p>{t('status.loading')}</p>
    </div>
  );
}
