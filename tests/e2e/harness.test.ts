// The harness's own checks: the axe helper does report what it should (so a green a11y run means
// something), and the page-error collector sees uncaught errors.
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, seriousA11yViolations } from './support/a11y';
import { pageErrors, useBrowser } from './support/browser';

const { open } = useBrowser();

describe('the harness', () => {
  it('reports serious and critical axe violations with rule id, help and target', async () => {
    const page = await open({ path: '/', waitFor: async () => {} });
    await page.setContent('<!doctype html><html lang="en"><head><title>t</title></head><body><main><button></button><img src="data:,"></main></body></html>');
    const violations = await seriousA11yViolations(page);
    expect(violations.map((v) => v.id).toSorted()).toEqual(['button-name', 'image-alt']);
    expect(violations.find((v) => v.id === 'button-name')?.targets).toEqual(['button']);
    await expect(expectNoSeriousA11yViolations(page, 'a bad page')).rejects.toThrow(/button-name: Buttons must have discernible text/);
  });

  it('collects uncaught page errors', async () => {
    const page = await open({ path: '/', waitFor: async () => {} });
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('boom');
      });
    });
    await expect.poll(() => pageErrors(page)).toEqual(['boom']);
  });
});
