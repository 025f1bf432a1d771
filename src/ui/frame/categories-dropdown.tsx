import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Link } from '@/ui/shared/navigation/links';
import { CategoryStore } from '@/application/catalogue';
import { useStore } from '@/ui/app/container-context';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { ChevronDownIcon } from '@/ui/shared/icons/icon';
import { href } from '@/application/frame/route-table';
import { inLanguage } from '@/domain/shared';

// The desktop Categories dropdown: a disclosure button and a list of links to the parent
// categories. Arrow keys move between links, Escape closes and returns focus to the button.
export const CategoriesDropdown = observer(function CategoriesDropdown() {
  const categories = useStore(CategoryStore);
  const lang = useLanguage();
  const { t } = useTranslation('frame');
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent): void => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const links = (): HTMLAnchorElement[] => [...(wrapper.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? [])];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) setOpen(true);
    // The list renders on open; move focus once it is there.
    requestAnimationFrame(() => {
      const items = links();
      const index = items.findIndex((item) => item === document.activeElement);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = index === -1 ? (step === 1 ? 0 : items.length - 1) : (index + step + items.length) % items.length;
      items[next]?.focus();
    });
  };

  return (
    <div className="dropdown" ref={wrapper} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="nav-bar__link dropdown__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('header.categories')}
        <ChevronDownIcon size={18} />
      </button>
      {/* Named as a navigation, not a list (a list takes no label, issue 28's html-validate). */}
      <nav id={listId} className="dropdown__panel" hidden={!open} aria-label={t('header.categoriesMenu')}>
        {categories.parents.length === 0 ? (
          <p className="dropdown__empty">{t('header.noCategories')}</p>
        ) : (
          <ul>
            {categories.parents.map((category) => (
              <li key={category.id}>
                <Link to={href('category', { id: category.id })} className="dropdown__link">
                  {inLanguage(category.title, lang)}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Link to={href('categories')} className="dropdown__all">
          {t('header.allCategories')}
        </Link>
      </nav>
    </div>
  );
});
