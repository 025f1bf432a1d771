import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';

async function openSearch(app: Awaited<ReturnType<typeof renderApp>>) {
  const header = await screen.findByRole('banner');
  await app.user.click(within(header).getByRole('searchbox', { name: 'Search for products' }));
  return screen.findByRole('dialog', { name: 'Search' });
}

describe('search overlay', () => {
  it('submits a product name with Enter and lands on the shop with productName', async () => {
    const app = await renderApp('/');
    const overlay = await openSearch(app);
    await app.user.type(within(overlay).getByRole('searchbox', { name: 'What are you looking for?' }), 'olive oil{Enter}');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/shop'));
    expect(app.router.state.location.search).toBe('?productName=olive+oil');
    expect(screen.queryByTestId('search-overlay')).toBeNull();
  });

  it('searches by serial number when the toggle is on, with the button', async () => {
    const app = await renderApp('/');
    const overlay = await openSearch(app);
    await app.user.click(within(overlay).getByRole('switch', { name: 'Search by serial number' }));
    await app.user.type(within(overlay).getByRole('searchbox'), 'SN-2041');
    await app.user.click(within(overlay).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?serialNo=SN-2041'));
    expect(await screen.findByText('SN-2041')).toBeTruthy();
  });

  it('keeps previous searches to run again or remove', async () => {
    const app = await renderApp('/');
    let overlay = await openSearch(app);
    await app.user.type(within(overlay).getByRole('searchbox'), 'rice{Enter}');
    await waitFor(() => expect(app.router.state.location.search).toBe('?productName=rice'));
    overlay = await openSearch(app);
    await app.user.clear(within(overlay).getByRole('searchbox'));
    await app.user.type(within(overlay).getByRole('searchbox'), 'tea{Enter}');

    overlay = await openSearch(app);
    const history = within(overlay).getByRole('list');
    expect(within(history).getAllByRole('button', { name: /^Search again for/ }).map((b) => b.textContent)).toEqual(['tea', 'rice']);

    await app.user.click(within(overlay).getByRole('button', { name: 'Remove tea from previous searches' }));
    expect(within(overlay).queryByRole('button', { name: 'Search again for tea' })).toBeNull();

    await app.user.click(within(overlay).getByRole('button', { name: 'Search again for rice' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?productName=rice'));
    expect(screen.queryByTestId('search-overlay')).toBeNull();
  });

  it("marks the body 'input-focused' while the search input has focus", async () => {
    const app = await renderApp('/');
    const overlay = await openSearch(app);
    await waitFor(() => expect(document.body.classList.contains('input-focused')).toBe(true));
    await app.user.click(within(overlay).getByRole('button', { name: 'Close search' }));
    await waitFor(() => expect(document.body.classList.contains('input-focused')).toBe(false));
  });

  it('opens with the letters typed into the header\'s box after the tap, while the overlay was on its way', async () => {
    // A slow phone: the overlay's code loads on the first tap; what is typed meanwhile lands in the header's
    // box. The overlay opened with what the box held at the tap (nothing) and Enter searched for nothing.
    const app = await renderApp('/');
    const header = await screen.findByRole('banner');
    const box = within(header).getByRole<HTMLInputElement>('searchbox', { name: 'Search for products' });
    fireEvent.click(box);
    fireEvent.change(box, { target: { value: 'lamp' } });
    const overlay = await screen.findByRole('dialog', { name: 'Search' });
    const field = within(overlay).getByRole<HTMLInputElement>('searchbox', { name: 'What are you looking for?' });
    expect(field.value).toBe('lamp');
    await app.user.type(field, '{Enter}');
    await waitFor(() => expect(app.router.state.location.search).toBe('?productName=lamp'));
  });
});
