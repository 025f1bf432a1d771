import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RateLimitedError } from '../../../src/application/shared/errors';
import { InMemoryAccountGateway } from '../../../src/infrastructure/account/in-memory-account-gateway';
import { InMemoryNotificationGateway } from '../../../src/infrastructure/notifications/in-memory-notification-gateway';
import { accountFactory } from '../../factories/account-factory';
import { notificationFactory } from '../../factories/notification-factory';
import { signedIn } from '../support/accounts';
import { readLocales } from '../support/i18n';
import { renderApp } from '../support/render-app';

// Texts come from the locale files, never typed here, so both languages are checked the same way.
const locales = readLocales();
type Tree = { [key: string]: string | Tree };
function text(lang: 'en' | 'ar', path: string): string {
  const found = path.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], locales[lang]?.account);
  if (typeof found !== 'string') throw new Error(`no ${lang} account text at ${path}`);
  return found;
}

// Typing through user-event is slow on a busy machine.
const SLOW = 30_000;

const lina = () => accountFactory.build({ email: 'lina@dukkan.test', password: 'Shopper123' });

describe.each(['en', 'ar'] as const)('account forms in %s', (lang) => {
  const tr = (path: string) => text(lang, path);

  it('sign-up: field messages in the language, tied to their fields, and the rules list', async () => {
    const { user } = await renderApp('/signup', { lang });
    await screen.findByRole('heading', { level: 1, name: tr('signup.title') });

    await user.type(screen.getByLabelText(tr('fields.email')), 'not-an-address');
    await user.type(screen.getByLabelText(tr('fields.password')), 'abc');
    await user.click(screen.getByRole('button', { name: tr('signup.submit') }));

    const firstName = screen.getByLabelText(tr('fields.firstName'));
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(firstName.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByText(tr('fieldErrors.required')).length).toBeGreaterThanOrEqual(2);
    const email = screen.getByLabelText(tr('fields.email'));
    expect(email.getAttribute('aria-describedby')?.split(' ').some((id) => document.getElementById(id)?.textContent === tr('fieldErrors.emailShape'))).toBe(true);
    expect(screen.getByText(tr('fieldErrors.passwordShort'))).toBeTruthy();
    expect(screen.getByText(tr('fieldErrors.termsRequired'))).toBeTruthy();
    expect(screen.getByText(tr('rules.length'))).toBeTruthy();
    const consent = screen.getByRole('checkbox').closest('.field');
    if (!(consent instanceof HTMLElement)) throw new Error('no consent field');
    expect(within(consent).getByRole('link').getAttribute('href')).toBe(lang === 'ar' ? '/terms-conditions?lng=ar' : '/terms-conditions');
  }, SLOW);

  it('sign-up: a taken address is shown on the e-mail field', async () => {
    const { user } = await renderApp('/signup', { lang, fakes: { accountGateway: new InMemoryAccountGateway([lina()]) } });
    await screen.findByRole('heading', { level: 1, name: tr('signup.title') });
    await user.type(screen.getByLabelText(tr('fields.firstName')), 'Lina');
    await user.type(screen.getByLabelText(tr('fields.lastName')), 'Haddad');
    await user.type(screen.getByLabelText(tr('fields.email')), 'lina@dukkan.test');
    await user.type(screen.getByLabelText(tr('fields.password')), 'Shopper123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: tr('signup.submit') }));

    expect(await screen.findByText(tr('fieldErrors.emailTaken'))).toBeTruthy();
    expect(screen.getByLabelText(tr('fields.email')).getAttribute('aria-invalid')).toBe('true');
  }, SLOW);

  it('login: wrong credentials and rate limiting are explained', async () => {
    const gateway = new InMemoryAccountGateway([lina()]);
    const { user } = await renderApp('/login', { lang, fakes: { accountGateway: gateway } });
    await screen.findByRole('heading', { level: 1, name: tr('login.title') });
    await user.type(screen.getByLabelText(tr('fields.email')), 'lina@dukkan.test');
    await user.type(screen.getByLabelText(tr('fields.password')), 'wrong1234');
    await user.click(screen.getByRole('button', { name: tr('login.submit') }));
    expect((await screen.findByRole('alert')).textContent).toContain(tr('problems.invalidCredentials'));

    gateway.failures.fail(new RateLimitedError('slow', 90), 1);
    await user.click(screen.getByRole('button', { name: tr('login.submit') }));
    const wait = new Intl.NumberFormat(lang === 'ar' ? 'ar-SY-u-nu-latn' : 'en-GB', { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(90);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(tr('problems.rateLimited').replace('{{wait}}', wait)));
  }, SLOW);

  it('login: returns to the page that sent the guest', async () => {
    const { user, router } = await renderApp('/login?next=%2Ffavourites', { lang, fakes: { accountGateway: new InMemoryAccountGateway([lina()]) } });
    await screen.findByRole('heading', { level: 1, name: tr('login.title') });
    await user.type(screen.getByLabelText(tr('fields.email')), 'lina@dukkan.test');
    await user.type(screen.getByLabelText(tr('fields.password')), 'Shopper123');
    await user.click(screen.getByRole('button', { name: tr('login.submit') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/favourites'));
  }, SLOW);

  it('verify: a code that is not 6 digits is refused, and resend waits with a visible cool-down', async () => {
    const { user } = await renderApp('/verify-email?email=lina%40dukkan.test', { lang });
    await screen.findByRole('heading', { level: 1, name: tr('verify.title') });
    await user.type(screen.getByLabelText(tr('fields.code')), '12');
    await user.click(screen.getByRole('button', { name: tr('verify.submit') }));
    expect(await screen.findByText(tr('fieldErrors.codeShape'))).toBeTruthy();
    expect(screen.getByRole('button', { name: tr('verify.resend') })).toBeTruthy();
  }, SLOW);

  it('reset: an expired link is explained, with a way to ask for a new one', async () => {
    const gateway = new InMemoryAccountGateway([lina()]);
    gateway.resetTokens.set('old-token', { email: 'lina@dukkan.test', state: 'expired' });
    const { user } = await renderApp('/reset-password?token=old-token', { lang, fakes: { accountGateway: gateway } });
    await screen.findByRole('heading', { level: 1, name: tr('reset.title') });
    await user.type(screen.getByLabelText(tr('fields.newPassword')), 'NewPass456');
    await user.click(screen.getByRole('button', { name: tr('reset.submit') }));
    // The form's answer is the first use of the reset route's lazily loaded parts: under CI's full load their
    // first transform once took past the 5 s default (the other language's run, a moment later, took 176 ms).
    const alert = await screen.findByRole('alert', undefined, { timeout: 20_000 });
    expect(alert.textContent).toContain(tr('problems.tokenExpired'));
    expect(within(alert).getByRole('link', { name: tr('problems.askNewLink') }).getAttribute('href')).toBe(lang === 'ar' ? '/forget-password?lng=ar' : '/forget-password');
  }, SLOW);

  it('notifications: marking one and then all read moves the badge at once', async () => {
    const notificationGateway = new InMemoryNotificationGateway(notificationFactory.buildList(3, { isRead: false }));
    const { user } = await renderApp('/notifications', { lang, fakes: { ...signedIn(), notificationGateway } });
    await screen.findByRole('heading', { level: 1, name: tr('notifications.title') });
    await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(3));
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('3'));

    const [first] = screen.getAllByRole('button', { name: tr('notifications.markRead') });
    if (first === undefined) throw new Error('no mark-read button');
    await user.click(first);
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('2'));

    await user.click(screen.getByRole('button', { name: tr('notifications.markAll') }));
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    expect(notificationGateway.notifications.every((item) => item.isRead)).toBe(true);
  }, SLOW);

  it('account: profile with the seller badge, orders empty state, data deletion link, logout', async () => {
    const { user, router, fakes } = await renderApp('/account', { lang, fakes: signedIn({ role: 'Seller', firstName: 'Omar', lastName: 'Saleh' }) });
    await screen.findByRole('heading', { level: 1, name: tr('account.title') });
    expect(await screen.findByTestId('seller-badge')).toBeTruthy();
    expect(screen.getByRole('heading', { name: tr('account.ordersTitle') })).toBeTruthy();
    expect(screen.getByText(tr('account.ordersEmpty'))).toBeTruthy();
    expect(screen.getByRole('link', { name: tr('account.dataDeletion') }).getAttribute('href')).toBe(lang === 'ar' ? '/data-deletion?lng=ar' : '/data-deletion');

    await user.click(screen.getByRole('button', { name: tr('account.logout') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(fakes.session.accessToken()).toBeNull());
    expect(fakes.nativeAppBridge.messages).toEqual(['logout']);
  }, SLOW);
});
