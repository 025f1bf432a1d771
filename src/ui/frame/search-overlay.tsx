import { observer } from 'mobx-react-lite';
import { useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/ui/shared/navigation/links';
import { SearchStore } from '@/application/catalogue';
import { useStore } from '@/ui/app/container-context';
import { useModalDialog } from '@/ui/shared/hooks/use-modal-dialog';
import { CloseIcon, HistoryIcon, SearchIcon } from '@/ui/shared/icons/icon';

export const SearchPanel = observer(function SearchPanel() {
  const search = useStore(SearchStore);
  const navigate = useNavigate();
  const { t } = useTranslation('frame');
  const input = useRef<HTMLInputElement>(null);
  const ids = { title: useId(), input: useId(), history: useId() };
  // A modal <dialog> with the search box focused; Escape closes it.
  const dialog = useModalDialog({ onDismiss: search.overlayClosed, initialFocus: input });

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    void navigate(search.submitted());
  };

  return (
    <dialog {...dialog} className="search-overlay" aria-labelledby={ids.title} data-testid="search-overlay">
      <div className="search-overlay__inner">
        <div className="search-overlay__head">
          <h2 id={ids.title} className="search-overlay__title">
            {t('search.title')}
          </h2>
          <button type="button" className="icon-button" aria-label={t('search.close')} onClick={search.overlayClosed}>
            <CloseIcon />
          </button>
        </div>
        <form role="search" className="search-form" onSubmit={onSubmit}>
          <label htmlFor={ids.input} className="search-form__label">
            {t('search.label')}
          </label>
          <div className="search-form__field">
            <input
              ref={input}
              id={ids.input}
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              dir={search.bySerialNo ? 'ltr' : 'auto'}
              value={search.term}
              placeholder={search.bySerialNo ? t('search.serialPlaceholder') : t('search.placeholder')}
              onChange={(event) => search.termChanged(event.target.value)}
            />
            <button type="submit" className="button button--primary search-form__submit">
              <SearchIcon size={20} />
              <span>{t('search.submit')}</span>
            </button>
          </div>
          <label className="switch">
            <input type="checkbox" role="switch" checked={search.bySerialNo} onChange={search.serialToggled} />
            <span className="switch__track" aria-hidden="true" />
            <span>{t('search.bySerial')}</span>
          </label>
        </form>
        <section aria-labelledby={ids.history} className="search-history">
          <h3 id={ids.history} className="search-history__title">
            {t('search.history')}
          </h3>
          {search.history.length === 0 ? (
            <p className="search-history__empty">{t('search.historyEmpty')}</p>
          ) : (
            <ul className="search-history__list">
              {search.history.map((term) => (
                <li key={term} className="search-history__item">
                  <button
                    type="button"
                    className="search-history__term"
                    aria-label={t('search.rerun', { term })}
                    onClick={() => void navigate(search.historyTermChosen(term))}
                  >
                    <HistoryIcon size={18} />
                    <bdi>{term}</bdi>
                  </button>
                  <button
                    type="button"
                    className="icon-button search-history__remove"
                    aria-label={t('search.remove', { term })}
                    onClick={() => search.historyTermRemoved(term)}
                  >
                    <CloseIcon size={18} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </dialog>
  );
});
