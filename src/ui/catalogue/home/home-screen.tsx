import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { HomeContent } from '../home-content';

// The home page: the hero the transparent header lies over, the store's promises, the parent

// categories, what is on sale, what arrived lately, and the brands.

export const HomeScreen = observer(function HomeScreen() {
  const { t } = useTranslation('common');
  usePageMeta('home.title', 'home.description', {}, { subject: { kind: 'store', name: t('app.name') } });
  return <HomeContent />;
});
