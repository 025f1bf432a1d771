import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { CategoryStore } from '@/application/stores/category-store';
import { categoryTitle } from '@/domain';
import { useStore } from '@/ui/app/container-context';
import { useLanguage } from '@/ui/hooks/use-language';

// Parent categories in a horizontally scrolling row, on every page but home.
export const CategoryStrip = observer(function CategoryStrip() {
  const categories = useStore(CategoryStore);
  const lang = useLanguage();
  const { t } = useTranslation('frame');
  if (categories.parents.length === 0) return null;
  return (
    <nav className="category-strip" aria-label={t('categoryStrip.label')} data-testid="category-strip">
      <ul className="category-strip__list">
        {categories.parents.map((category) => (
          <li key={category.id}>
            <NavLink to={`/categories/${category.id}`} className="category-strip__chip">
              {categoryTitle(category, lang)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
});
