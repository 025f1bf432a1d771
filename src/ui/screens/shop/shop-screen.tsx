import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PlaceholderScreen } from '@/ui/screens/placeholder/placeholder-screen';

// Titled placeholder until the shop issue; it already says what was searched for, so the search
// overlay's round trip is visible.
export function ShopScreen() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const productName = params.get('productName');
  const serialNo = params.get('serialNo');
  return (
    <PlaceholderScreen page="shop">
      {productName !== null && productName !== '' && (
        <p className="placeholder__query">{t('shop.query', { term: productName })}</p>
      )}
      {serialNo !== null && serialNo !== '' && (
        <p className="placeholder__query">
          {t('shop.serial')} <bdi dir="ltr">{serialNo}</bdi>
        </p>
      )}
    </PlaceholderScreen>
  );
}
