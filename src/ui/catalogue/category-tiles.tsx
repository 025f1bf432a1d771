// Category tiles and the states of the category list, shared by the categories page and a category's page.
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/shared/navigation/links';
import { CategoryStore } from '@/application/catalogue/category-store';
import { NO_CATEGORIES_MESSAGE } from '@/application/catalogue/category-store';
import { type Category } from '@/domain/catalogue';
import { useStore } from '@/ui/app/container-context';
import { EmptyState, ErrorState, LoadingNote } from '@/ui/catalogue/list-states';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { inLanguage } from '@/domain/shared';

export function CategoryTile({ category, to }: { category: Category; to: string }) {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  return (
    <Link to={to} className="category-tile">
      {category.image !== '' && <img src={category.image} alt="" loading="lazy" decoding="async" width={72} height={72} />}
      <span className="category-tile__text">
        <span className="category-tile__title">{inLanguage(category.title, lang)}</span>
        <span className="category-tile__count">{t('categories.count', { count: category.productsCount })}</span>
      </span>
    </Link>
  );
}

export const CategoryStates = observer(function CategoryStates({ children }: { children: () => React.ReactNode }) {
  const { t } = useTranslation('catalogue');
  const categories = useStore(CategoryStore);
  if (categories.status === 'idle' || categories.status === 'loading') {
    return (
      <>
        <LoadingNote />
        <ul className="category-tiles" aria-hidden="true">
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index} className="category-tile category-tile--skeleton skeleton" />
          ))}
        </ul>
      </>
    );
  }
  if (categories.status === 'error') {
    return categories.errorMessage === NO_CATEGORIES_MESSAGE ? (
      <EmptyState title={t('states.empty')} />
    ) : (
      <ErrorState onRetry={() => void categories.retried()} />
    );
  }
  return <>{children()}</>;
});
