import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTACT_INFO, CONTACT_INFO_LEBANON } from '../../server/src/seed/demo-content';
import { CONTACT_INFO_KEY } from '../../src/domain/content/contact-info';
import { EMERGENCY_TEXT_KEYS, emergencyPageHtml, readEmergencyTexts } from '../../tooling/emergency-page';
import { emergencyContacts, storeContactVariables } from '../../tooling/store-contact';

const SYRIA = { country: 1, name: { en: 'Syria', ar: 'سوريا' } };
const LEBANON = { country: 2, name: { en: 'Lebanon', ar: 'لبنان' } };

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
    const page = emergencyPageHtml(texts, [{ ...SYRIA, email: 'help@dukkan.example', phoneCall: '+963 11 000 0000' }]);
    expect(page).toContain('"email":"help@dukkan.example"');
    expect(page).toContain(`localStorage.getItem('${CONTACT_INFO_KEY}')`);
    expect(page.indexOf(`localStorage.getItem('${CONTACT_INFO_KEY}')`)).toBeLessThan(page.indexOf("fetch('/api/contactInfo?country='"));
    // Nothing in the details can close the script.
    expect(emergencyPageHtml(texts, [{ ...SYRIA, email: '</script><b>@x', phoneCall: '' }])).not.toContain('</script><b>');
  });

  // Issue 28: without JavaScript the page still speaks its language, shows the build's contact details
  // and links to its other language's version.
  it("is drawn in each language with each country's contact details in the markup, for a browser that runs no script", () => {
    const contacts = [
      { ...SYRIA, email: 'help@dukkan.example', phoneCall: '+963110000000' },
      { ...LEBANON, email: 'lb@dukkan.example', phoneCall: '+9611345678' },
    ];
    for (const lng of ['en', 'ar'] as const) {
      const page = emergencyPageHtml(texts, contacts, lng);
      const markup = page.slice(0, page.indexOf('<script>'));
      expect(markup).toContain(`<html lang="${lng}" dir="${lng === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(markup).toContain(`>${texts[lng].title}</h1>`);
      expect(markup).toContain('<section id="support" aria-labelledby="support-title">');
      expect(markup).toContain('<a id="mail-1" href="mailto:help@dukkan.example">help@dukkan.example</a>');
      // As people write them (issue 26), under each country's name in the page's language.
      expect(markup).toContain('<a id="phone-1" href="tel:+963110000000" dir="ltr">+963 11 000 0000</a>');
      expect(markup).toContain(`<h3 id="country-1">${SYRIA.name[lng]}</h3>`);
      expect(markup).toContain('<a id="mail-2" href="mailto:lb@dukkan.example">lb@dukkan.example</a>');
      expect(markup).toContain('<a id="phone-2" href="tel:+9611345678" dir="ltr">+961 1 345 678</a>');
      expect(markup).toContain(`<h3 id="country-2">${LEBANON.name[lng]}</h3>`);
      const other = lng === 'ar' ? 'en' : 'ar';
      expect(markup).toContain(`href="/emergency?lng=${other}" lang="${other}" hreflang="${other}"`);
    }
    // No details at all: the section stays hidden until the API or the app's copy fills it.
    expect(emergencyPageHtml(texts, [], 'ar')).toContain('<section id="support" aria-labelledby="support-title" hidden>');
  });
});

describe('the store contact baked into the build', () => {
  it('is the seeded one unless the environment says otherwise', () => {
    expect(storeContactVariables({})).toEqual({
      VITE_CONTACT_PHONE: CONTACT_INFO.phoneCall,
      VITE_CONTACT_EMAIL: CONTACT_INFO.email,
      VITE_CONTACT_ADDRESS_EN: CONTACT_INFO.addressEn,
      VITE_CONTACT_ADDRESS_AR: CONTACT_INFO.addressAr,
      VITE_CONTACT_LB_PHONE: CONTACT_INFO_LEBANON.phoneCall,
      VITE_CONTACT_LB_EMAIL: CONTACT_INFO_LEBANON.email,
    });
    expect(storeContactVariables({ VITE_CONTACT_EMAIL: ' help@dukkan.example ', VITE_CONTACT_ADDRESS_AR: '' })).toMatchObject({
      VITE_CONTACT_EMAIL: 'help@dukkan.example',
      VITE_CONTACT_ADDRESS_AR: '',
    });
  });
});

describe('the countries of the emergency page', () => {
  it('are Syria and Lebanon, each with its seeded details unless the environment says otherwise', () => {
    const contacts = emergencyContacts(storeContactVariables({ VITE_CONTACT_LB_EMAIL: 'beirut@dukkan.example' }));
    expect(contacts).toEqual([
      { ...SYRIA, email: CONTACT_INFO.email, phoneCall: CONTACT_INFO.phoneCall },
      { ...LEBANON, email: 'beirut@dukkan.example', phoneCall: CONTACT_INFO_LEBANON.phoneCall },
    ]);
  });
});
