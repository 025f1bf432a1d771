// The home page's content (rails of products, categories and brands): the phone home screen and the desktop one both show it.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/shared/navigation/links';
import { CategoryStore } from '@/application/catalogue/category-store';
import { HomeStore } from '@/application/catalogue/home-store';
import type { ProductListEntry } from '@/application/catalogue/product-list-store';
import { useStore } from '@/ui/app/container-context';
import { ProductGrid } from '@/ui/catalogue/product-grid';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { BrandTiles } from '@/ui/catalogue/brand-tiles';
import { ChatIcon, ChevronEndIcon, ShieldIcon, TruckIcon } from '@/ui/shared/icons/icon';
import { href } from '@/application/frame/route-table';
import { inLanguage } from '@/domain/shared';
import { HydrateLater } from '@/ui/shared/hydrate-later';

export const HomeRail = observer(function HomeRail({
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
            <Link to={href('shop')} className="button button--accent">
              {t('common:actions.startShopping')}
            </Link>
            <Link to={href('categories')} className="button button--on-dark">
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
                <Link to={href('category', { id: category.id })} className="category-card">
                  {category.image !== '' && <img src={category.image} alt="" loading="lazy" width={64} height={64} />}
                  <span className="category-card__title">{inLanguage(category.title, lang)}</span>
                  <ChevronEndIcon size={18} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {/* Below the first screen: hydrated as they come into view (ui/shared/hydrate-later.tsx). */}
      <HydrateLater>
        <HomeRail id="home-on-sale" title={t('catalogue:home.onSale')} entry={home.onSale} to={href('sales')} onRetry={() => void home.onSaleRetried()} />
      </HydrateLater>
      <HydrateLater>
        <HomeRail
          id="home-new"
          title={t('catalogue:home.newArrivals')}
          entry={home.newArrivals}
          to={href('newArrivals')}
          onRetry={() => void home.newArrivalsRetried()}
        />
      </HydrateLater>
      <HydrateLater>
        <HomeBrands />
      </HydrateLater>
    </>
  );
});

function HomeBrands() {
  const { t } = useTranslation('catalogue');
  return (
      <section className="home-section home-section--last" aria-labelledby="home-brands">
        <div className="section-head">
          <h2 id="home-brands" className="section-head__title">
            {t('home.brands')}
          </h2>
          <Link className="section-head__more" to={href('brands')} aria-label={t('home.seeAllOf', { section: t('home.brands') })}>
            {t('home.seeAll')}
          </Link>
        </div>
        <BrandTiles limit={8} />
      </section>
  );
}
