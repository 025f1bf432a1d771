import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { HomeContent } from '@/ui/catalogue/home-content';

// The desktop home: the same sections as the home page, laid out by the stylesheet for large
// screens (rails become grids from 768 px).
export function HomeDesktopScreen() {
  usePageMeta('home.title', 'home.description');
  return <HomeContent />;
}
