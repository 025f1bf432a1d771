// The standalone emergency page (spec section 2), generated at build time from the `emergency` texts
// of locales/{en,ar}/errors.json, so its words never drift from the app's. One HTML file with its
// CSS and script inline: it needs none of the app's chunks, so it works when the main bundle does
// not. The server sends it for /emergency with a Content-Security-Policy that allows exactly these
// inline blocks by hash (server/src/plugins/static-site.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTACT_INFO_KEY } from '../src/domain/content/contact-info';
import { displayPhone } from '../src/domain/country/phone-display';

export const EMERGENCY_TEXT_KEYS = [
  'metaTitle',
  'title',
  'body',
  'hint',
  'tryHome',
  'reload',
  'supportTitle',
  'email',
  'phone',
  'language',
] as const;

export type EmergencyTexts = Record<(typeof EMERGENCY_TEXT_KEYS)[number], string>;

export function readEmergencyTexts(localesDir: string): { en: EmergencyTexts; ar: EmergencyTexts } {
  const read = (lng: 'en' | 'ar'): EmergencyTexts => {
    const errors = JSON.parse(readFileSync(join(localesDir, lng, 'errors.json'), 'utf8')) as { emergency?: Record<string, unknown> };
    const texts = errors.emergency ?? {};
    const out = {} as EmergencyTexts;
    for (const key of EMERGENCY_TEXT_KEYS) {
      const value = texts[key];
      if (typeof value !== 'string') throw new Error(`locales/${lng}/errors.json: emergency.${key} is missing`);
      out[key] = value;
    }
    return out;
  };
  return { en: read('en'), ar: read('ar') };
}

const STYLE = `
*{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Arabic",Tahoma,sans-serif;color:#1f2933;background:#fdf8ef}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px}
main{max-width:560px;width:100%;background:#fff;border-radius:16px;padding:28px 22px;box-shadow:0 4px 24px rgb(15 92 77/12%);text-align:center}
h1{margin:12px 0 8px;font-size:1.6rem;color:#0f5c4d}
h2{margin:28px 0 8px;font-size:1.1rem}
h3{margin:16px 0 4px;font-size:1rem}
p{line-height:1.6;margin:8px 0}
.hint{color:#52606d;font-size:.95rem}
.actions{display:flex;flex-wrap:wrap;gap:12px;justify-content:center;margin-top:20px}
button,.lang{font:inherit;font-weight:700;border-radius:999px;padding:12px 20px;min-height:44px;cursor:pointer}
button{border:2px solid #0f5c4d}
.primary{background:#0f5c4d;color:#fff}
.ghost{background:#fff;color:#0f5c4d}
button:focus-visible,a:focus-visible{outline:3px solid #b7791f;outline-offset:2px}
ul{list-style:none;padding:0;margin:0}
li{margin:6px 0}
a{color:#0b4a3e}
.lang{display:inline-block;margin-top:24px;border:0;color:#0b4a3e;text-decoration:underline}
`.trim();

// Plain ES2015, no imports: runs on any browser that can show the page.
const script = (texts: { en: EmergencyTexts; ar: EmergencyTexts }, contacts: readonly BuiltContact[]) =>
  `
(function(){
var T=${JSON.stringify(texts)};
var C=${JSON.stringify(contacts).replace(/</g, '\\u003c')};
function pick(){
  var q=new URLSearchParams(location.search).get('lng');
  if(q==='ar'||q==='en')return q;
  try{var s=localStorage.getItem('i18nextLng');if(s&&s.slice(0,2)==='ar')return 'ar';if(s&&s.slice(0,2)==='en')return 'en';}catch(e){}
  return (navigator.language||'').slice(0,2)==='ar'?'ar':'en';
}
var lng=pick(),t=T[lng],other=lng==='ar'?'en':'ar';
document.documentElement.lang=lng;
document.documentElement.dir=lng==='ar'?'rtl':'ltr';
document.title=t.metaTitle;
var all=document.querySelectorAll('[data-t]');
for(var i=0;i<all.length;i++){all[i].textContent=t[all[i].getAttribute('data-t')];}
for(var n=0;n<C.length;n++){var title=document.getElementById('country-'+C[n].country);if(title)title.textContent=C[n].name[lng];}
var toggle=document.getElementById('lang');
toggle.setAttribute('href','/emergency?lng='+other);toggle.textContent=t.language;
toggle.setAttribute('lang',other);toggle.setAttribute('hreflang',other);
document.getElementById('try-home').addEventListener('click',function(){
  try{sessionStorage.clear();}catch(e){}
  try{localStorage.clear();}catch(e){}
  location.assign('/');
});
document.getElementById('reload').addEventListener('click',function(){location.reload();});
var digits=function(p){return p.replace(/[^+0-9]/g,'');};
function show(country,info){
  if(!info||typeof info.email!=='string'||typeof info.phoneCall!=='string'||(info.email===''&&info.phoneCall===''))return;
  var block=document.getElementById('contact-'+country);if(!block)return;
  var mail=document.getElementById('mail-'+country),phone=document.getElementById('phone-'+country);
  mail.textContent=info.email;mail.setAttribute('href','mailto:'+info.email);
  // The build wrote the number as people write it; a changed number is shown as the API gives it.
  if(digits(phone.textContent||'')!==digits(info.phoneCall))phone.textContent=info.phoneCall;
  phone.setAttribute('href','tel:'+digits(info.phoneCall));
  block.hidden=false;
  document.getElementById('support').hidden=false;
}
// The shopper's own country (the storefront's cookie) first; the others after it.
var mine=/(?:^|;\\s*)dukkan-country=(\\d+)/.exec(document.cookie);
var list=document.getElementById('contacts'),own=mine&&document.getElementById('contact-'+mine[1]);
if(own&&list)list.insertBefore(own,list.firstChild);
// What the app kept from its last visit is her country's (Syria's before she had one).
try{show(mine?mine[1]:'1',JSON.parse(localStorage.getItem('${CONTACT_INFO_KEY}')||'null'));}catch(e){}
C.forEach(function(c){
  fetch('/api/contactInfo?country='+c.country,{headers:{accept:'application/json'}}).then(function(r){return r.ok?r.json():null;}).then(function(body){
    if(body&&body.recordReturned)show(c.country,body.recordReturned);
  }).catch(function(){});
});
})();
`.trim();

/** One country's contact details the build was made with (tooling/store-contact.ts); empty: none. */
export interface BuiltContact {
  country: number;
  name: { en: string; ar: string };
  email: string;
  phoneCall: string;
}

/** The files the build writes: emergency.html in English (the page's default), and its Arabic version. */
export const EMERGENCY_FILES = { en: 'emergency.html', ar: 'emergency-ar.html' } as const;

const hasDetails = (contact: BuiltContact) => contact.email !== '' || contact.phoneCall !== '';

/**
 * The page, drawn in `language` (issue 28: without JavaScript it still speaks that language, shows
 * the contact details the build was made with, and links to the other language's version). The details
 * are each country's (issue 26: a shopper in Beirut was offered only Damascus), under the country's name;
 * her own country's first once the script runs. Its script, when it runs, fills the texts in the visitor's
 * language (the address's ?lng= first) and the support links, in this order of preference, with what the
 * API answers now for each country, the answer the app kept from an earlier visit (local storage), and the
 * details the build was made with: the page is for when the app, and often the API, is down.
 */
export function emergencyPageHtml(texts: { en: EmergencyTexts; ar: EmergencyTexts }, contacts: readonly BuiltContact[] = [], language: 'en' | 'ar' = 'en'): string {
  const en = texts[language];
  const other = language === 'ar' ? 'en' : 'ar';
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const shown = contacts.some(hasDetails);
  const blocks = contacts
    .map(
      (contact) => `<div id="contact-${contact.country}" class="country"${hasDetails(contact) ? '' : ' hidden'}>
<h3 id="country-${contact.country}">${escape(contact.name[language])}</h3>
<ul aria-labelledby="country-${contact.country}">
<li><span data-t="email">${escape(en.email)}</span>: <a id="mail-${contact.country}" href="mailto:${escape(contact.email)}">${escape(contact.email)}</a></li>
<li><span data-t="phone">${escape(en.phone)}</span>: <a id="phone-${contact.country}" href="tel:${escape(contact.phoneCall.replace(/[^+0-9]/g, ''))}" dir="ltr">${escape(displayPhone(contact.phoneCall))}</a></li>
</ul>
</div>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#0f5c4d">
<meta name="robots" content="noindex">
<title>${escape(en.metaTitle)}</title>
<style>${STYLE}</style>
</head>
<body>
<main aria-labelledby="title">
<svg width="56" height="56" viewBox="0 0 40 40" aria-hidden="true" focusable="false"><rect width="40" height="40" rx="11" fill="#0f5c4d"/><path d="M8 15h24l-2-6H10l-2 6Z" fill="#f2b84b"/><path d="M11 20v11h18V20" fill="none" stroke="#fff8ec" stroke-width="2.2"/><path d="M17 31v-6.5a3 3 0 0 1 6 0V31" fill="none" stroke="#fff8ec" stroke-width="2.2"/></svg>
<h1 id="title" data-t="title">${escape(en.title)}</h1>
<p data-t="body">${escape(en.body)}</p>
<p class="hint" data-t="hint">${escape(en.hint)}</p>
<div class="actions">
<button type="button" id="try-home" class="primary" data-t="tryHome">${escape(en.tryHome)}</button>
<button type="button" id="reload" class="ghost" data-t="reload">${escape(en.reload)}</button>
</div>
<section id="support" aria-labelledby="support-title"${shown ? '' : ' hidden'}>
<h2 id="support-title" data-t="supportTitle">${escape(en.supportTitle)}</h2>
<div id="contacts">
${blocks}
</div>
</section>
<a id="lang" class="lang" href="/emergency?lng=${other}" lang="${other}" hreflang="${other}">${escape(en.language)}</a>
</main>
<script>${script(texts, contacts)}</script>
</body>
</html>
`;
}

/** 'sha256-…' sources for each inline <script> and <style> of a page, for its Content-Security-Policy. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const hashes = (tag: 'script' | 'style') =>
    [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map(
      (match) => `'sha256-${createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64')}'`,
    );
  return { scripts: hashes('script'), styles: hashes('style') };
}
