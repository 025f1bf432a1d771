import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CategoryStore } from '@/application/stores/category-store';
import { HomeStore } from '@/application/stores/home-store';
import type { ProductListEntry } from '@/application/stores/product-list-store';
import { categoryTitle } from '@/domain';
import { useStore } from '@/ui/app/container-context';
import { ProductGrid } from '@/ui/catalogue/product-grid';
import { useLanguage } from '@/ui/hooks/use-language';
import { usePageMeta } from '@/ui/hooks/use-page-meta';
import { BrandTiles } from '@/ui/screens/brands/brands-screen';
import { ChatIcon, ChevronEndIcon, ShieldIcon, TruckIcon } from '@/ui/icons/icon';

// The home page: the hero the transparent header lies over, the store's promises, the parent
// categories, what is on sale, what arrived lately, and the brands.
export const HomeScreen = observer(function HomeScreen() {
  usePageMeta('home.title', 'home.description');
  return <HomeContent />;
});

const HomeRail = observer(function HomeRail({
  id,
  title,
  entry,
  to,
  onRetry,
}: {
  id: string;
  title: string;
  entry: ProductListEntry;
  to: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="section-head">
        <h2 id={id} className="section-head__title">
          {title}
        </h2>
        <Link className="section-head__more" to={to} aria-label={t('home.seeAllOf', { section: title })}>
          {t('home.seeAll')}
        </Link>
      </div>
      <ProductGrid entry={entry} onRetry={onRetry} empty={{ title: t('states.empty') }} rail />
    </section>
  );
});

export const HomeContent = observer(function HomeContent() {
  const { t } = useTranslation(['pages', 'common', 'catalogue']);
  const categories = useStore(CategoryStore);
  const home = useStore(HomeStore);
  const lang = useLanguage();
  useEffect(() => void home.opened(), [home]);
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
      <HomeRail id="home-on-sale" title={t('catalogue:home.onSale')} entry={home.onSale} to="/sales" onRetry={() => void home.onSaleRetried()} />
      <HomeRail
        id="home-new"
        title={t('catalogue:home.newArrivals')}
        entry={home.newArrivals}
        to="/new"
        onRetry={() => void home.newArrivalsRetried()}
      />
      <section className="home-section home-section--last" aria-labelledby="home-brands">
        <div className="section-head">
          <h2 id="home-brands" className="section-head__title">
            {t('catalogue:home.brands')}
          </h2>
          <Link className="section-head__more" to="/brands" aria-label={t('catalogue:home.seeAllOf', { section: t('catalogue:home.brands') })}>
            {t('catalogue:home.seeAll')}
          </Link>
        </div>
        <BrandTiles limit={8} />
      </section>
    </>
  );
});
