import 'reflect-metadata';
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';
import './styles/main.scss';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { createAppContainer, initI18n, readConfig } from '@/infrastructure/container';
import { App } from './app/app';
import { routes } from './app/routes';

// Translations first: initI18n detects the language and sets <html lang dir> before anything is
// drawn, so the first paint is already in the right direction.
await initI18n();
const container = createAppContainer(readConfig());
const router = createBrowserRouter(routes);

const root = document.getElementById('root');
if (root !== null) {
  createRoot(root).render(
    <StrictMode>
      <App container={container} router={router} />
    </StrictMode>,
  );
}
