import { useTranslation } from 'react-i18next';

// The router's error element: a screen that failed to render or to load. The full recovery flow
// (chunk retries, emergency page) belongs to the error-handling issue.
// Standalone when the frame itself failed: then it is the page's only <main>.
export function CrashScreen({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation('errors');
  const Root = standalone ? 'main' : 'section';
  return (
    <Root className="page status-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {t('crash.title')}
      </h1>
      <p className="status-page__body">{t('crash.body')}</p>
      <div className="status-page__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('crash.tryAgain')}
        </button>
        <a className="button button--ghost" href="/">
          {t('crash.home')}
        </a>
      </div>
    </Root>
  );
}
