import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';

describe('404 page', () => {
  it('answers any unknown path with the spec text in English', async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeTruthy();
    expect(
      screen.getByText('Oops! The page you are looking for doesnt exist. It might have been moved or deleted.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it('speaks Arabic in Arabic', async () => {
    await renderApp('/no-such-page', { lang: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: '404 - الصفحة غير موجودة' })).toBeTruthy();
    expect(screen.getByText('عذراً! الصفحة التي تبحث عنها غير موجودة، فربما نُقلت إلى مكان آخر أو حُذفت.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الذهاب إلى الرئيسية' }).getAttribute('href')).toBe('/?lng=ar');
  });
});
