import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CategoryStore } from '@/application/stores/category-store';
import { categoryTitle } from '@/domain';
import { useStore } from '@/ui/app/container-context';
import { useLanguage } from '@/ui/hooks/use-language';
import { usePageMeta } from '@/ui/hooks/use-page-meta';
import { ChatIcon, ChevronEndIcon, ShieldIcon, TruckIcon } from '@/ui/icons/icon';

// The home page's welcome: the hero the transparent header lies over, the store's promises and
// the parent categories. Product rails and offers come with the home-content issue.
export const HomeScreen = observer(function HomeScreen() {
  usePageMeta('home.title', 'home.description');
  const { t } = useTranslation(['pages', 'common']);
  const categories = useStore(CategoryStore);
  const lang = useLanguage();
  return (
    <>
      <section className="hero" aria-labelledby="page-title">
        <div className="hero__inner">
          <p className="hero__eyebrow">{t('welcome.eyebrow')}</p>
          <h1 id="page-title" className="hero__title">
            {t('welcome.title')}
          </h1>
          <p className="hero__body">{t('welcome.body')}</p>
          <div className="hero__actions">
            <Link to="/shop" className="button button--accent">
              {t('common:actions.startShopping')}
            </Link>
            <Link to="/categories" className="button button--on-dark">
              {t('common:actions.browseCategories')}
            </Link>
          </div>
        </div>
      </section>
      <ul className="promises">
        <li>
          <TruckIcon />
          <span>{t('welcome.promiseDelivery')}</span>
        </li>
        <li>
          <ShieldIcon />
          <span>{t('welcome.promisePayment')}</span>
        </li>
        <li>
          <ChatIcon />
          <span>{t('welcome.promiseSupport')}</span>
        </li>
      </ul>
      {categories.parents.length > 0 && (
        <section className="home-section" aria-labelledby="home-categories">
          <h2 id="home-categories" className="home-section__title">
            {t('welcome.categoriesTitle')}
          </h2>
          <ul className="category-grid">
            {categories.parents.map((category) => (
              <li key={category.id}>
                <Link to={`/categories/${category.id}`} className="category-card">
                  {category.image !== '' && <img src={category.image} alt="" loading="lazy" width={64} height={64} />}
                  <span className="category-card__title">{categoryTitle(category, lang)}</span>
                  <ChevronEndIcon size={18} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
});
