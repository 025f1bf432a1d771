import type { AppConfig } from '../../application/shared/app-config';
import type { StoreContact } from '../../domain/content';

const text = (env: Record<string, unknown>, key: string, fallback: string): string => {
  const value = env[key];
  return typeof value === 'string' ? value.trim() : fallback;
};

/** Build configuration from Vite's import.meta.env (VITE_* variables). */
export function readConfig(env: Record<string, unknown> = import.meta.env): AppConfig {
  return {
    apiBaseUrl: text(env, 'VITE_API_BASE_URL', '') || '/api',
    geoUrl: text(env, 'VITE_GEO_URL', ''),
    sentryDsn: text(env, 'VITE_SENTRY_DSN', ''),
    release: text(env, 'VITE_RELEASE', ''),
    // VITE_SENTRY_ENVIRONMENT names the Sentry environment; VITE_ENVIRONMENT is the older spelling.
    environment: text(env, 'VITE_SENTRY_ENVIRONMENT', '') || text(env, 'VITE_ENVIRONMENT', '') || (text(env, 'MODE', '') || 'development'),
    appStoreUrl: text(env, 'VITE_APP_STORE_URL', ''),
    playStoreUrl: text(env, 'VITE_PLAY_STORE_URL', ''),
    storeContact: storeContact(env),
  };
}

// The contact details baked into the build (vite.config.ts fills them from the seed when unset).
function storeContact(env: Record<string, unknown>): StoreContact | null {
  const phoneCall = text(env, 'VITE_CONTACT_PHONE', '');
  const email = text(env, 'VITE_CONTACT_EMAIL', '');
  if (phoneCall === '' && email === '') return null;
  return { phoneCall, email, address: { en: text(env, 'VITE_CONTACT_ADDRESS_EN', '') || null, ar: text(env, 'VITE_CONTACT_ADDRESS_AR', '') || null } };
}
