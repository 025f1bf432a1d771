import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTACT_INFO } from '../../server/src/seed/demo-content';
import { CONTACT_INFO_KEY } from '../../src/domain/content/contact-info';
import { EMERGENCY_TEXT_KEYS, emergencyPageHtml, readEmergencyTexts } from '../../tooling/emergency-page';
import { storeContactVariables } from '../../tooling/store-contact';

const LOCALES = fileURLToPath(new URL('../../locales/', import.meta.url));

// The standalone emergency page is generated from locales/{en,ar}/errors.json at build time; this
// proves it carries every text of both languages and needs no file of the app.
describe('emergency page', () => {
  const texts = readEmergencyTexts(LOCALES);
  const html = emergencyPageHtml(texts);

  it('carries every emergency text of both languages, as the locale files say them', () => {
    for (const key of EMERGENCY_TEXT_KEYS) {
      expect(html).toContain(JSON.stringify(texts.en[key]).slice(1, -1));
      expect(html).toContain(texts.ar[key]);
    }
  });

  it('loads no script, style or font file: everything is inline', () => {
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/<link[^>]+stylesheet/);
    expect(html).not.toContain('/assets/');
  });

  it('turns right-to-left for Arabic and offers both actions and the other language', () => {
    expect(html).toContain("dir=lng==='ar'?'rtl':'ltr'");
    expect(html).toContain('id="try-home"');
    expect(html).toContain('id="reload"');
    expect(html).toContain('/emergency?lng=');
  });

  it('refuses to build when a language lacks a text', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dukkan-locales-'));
    try {
      for (const lng of ['en', 'ar'] as const) {
        mkdirSync(join(dir, lng));
        const emergency: Record<string, string> = { ...texts[lng] };
        if (lng === 'ar') delete emergency.reload;
        writeFileSync(join(dir, lng, 'errors.json'), JSON.stringify({ emergency }));
      }
      expect(() => readEmergencyTexts(dir)).toThrow('locales/ar/errors.json: emergency.reload is missing');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('carries the contact details of the build, then the copy the app kept, then the API’s answer', () => {
    const page = emergencyPageHtml(texts, { email: 'help@dukkan.example', phoneCall: '+963 11 000 0000' });
    expect(page).toContain('"email":"help@dukkan.example"');
    expect(page).toContain(`localStorage.getItem('${CONTACT_INFO_KEY}')`);
    expect(page.indexOf('show(C)')).toBeLessThan(page.indexOf(`localStorage.getItem('${CONTACT_INFO_KEY}')`));
    expect(page.indexOf(`localStorage.getItem('${CONTACT_INFO_KEY}')`)).toBeLessThan(page.indexOf("fetch('/api/contactInfo'"));
    // Nothing in the details can close the script.
    expect(emergencyPageHtml(texts, { email: '</script><b>@x', phoneCall: '' })).not.toContain('</script><b>');
  });

  // Issue 28: without JavaScript the page still speaks its language, shows the build's contact details
  // and links to its other language's version.
  it('is drawn in each language with the contact details in the markup, for a browser that runs no script', () => {
    const contact = { email: 'help@dukkan.example', phoneCall: '+963 11 000 0000' };
    for (const lng of ['en', 'ar'] as const) {
      const page = emergencyPageHtml(texts, contact, lng);
      const markup = page.slice(0, page.indexOf('<script>'));
      expect(markup).toContain(`<html lang="${lng}" dir="${lng === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(markup).toContain(`>${texts[lng].title}</h1>`);
      expect(markup).toContain('<section id="support" aria-labelledby="support-title">');
      expect(markup).toContain('<a id="mail" href="mailto:help@dukkan.example">help@dukkan.example</a>');
      expect(markup).toContain('<a id="phone" href="tel:+963110000000" dir="ltr">+963 11 000 0000</a>');
      const other = lng === 'ar' ? 'en' : 'ar';
      expect(markup).toContain(`href="/emergency?lng=${other}" lang="${other}" hreflang="${other}"`);
    }
    // No details at all: the section stays hidden until the API or the app's copy fills it.
    expect(emergencyPageHtml(texts, null, 'ar')).toContain('<section id="support" aria-labelledby="support-title" hidden>');
  });
});

describe('the store contact baked into the build', () => {
  it('is the seeded one unless the environment says otherwise', () => {
    expect(storeContactVariables({})).toEqual({
      VITE_CONTACT_PHONE: CONTACT_INFO.phoneCall,
      VITE_CONTACT_EMAIL: CONTACT_INFO.email,
      VITE_CONTACT_ADDRESS_EN: CONTACT_INFO.addressEn,
      VITE_CONTACT_ADDRESS_AR: CONTACT_INFO.addressAr,
    });
    expect(storeContactVariables({ VITE_CONTACT_EMAIL: ' help@dukkan.example ', VITE_CONTACT_ADDRESS_AR: '' })).toMatchObject({
      VITE_CONTACT_EMAIL: 'help@dukkan.example',
      VITE_CONTACT_ADDRESS_AR: '',
    });
  });
});
