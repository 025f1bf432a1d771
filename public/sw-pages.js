// Part of the service worker (imported by the generated sw.js; vite.config.ts): the page a shopper first
// opened by its address (a search result, a shared link) came before the worker existed, so the worker
// never saw it. When it takes over, it asks for the pages its windows show once and keeps them in the
// cache where it keeps every page it serves ('pages'): each page the shopper has seen is there offline,
// whichever way she arrived (issue 28). A page its server marks no-store (a signed-in page) is not kept.
self.addEventListener('activate', function (event) {
  event.waitUntil(
    Promise.all([self.clients.matchAll({ type: 'window', includeUncontrolled: true }), caches.open('pages')]).then(function (found) {
      var windows = found[0];
      var cache = found[1];
      return Promise.all(
        windows.map(function (client) {
          var url = new URL(client.url);
          if (url.origin !== self.location.origin || /^\/(emergency|api\/|images\/|locales\/)/.test(url.pathname)) return undefined;
          return fetch(url.href, { credentials: 'same-origin', headers: { accept: 'text/html' } })
            .then(function (response) {
              if (response.status !== 200 || /no-store/i.test(response.headers.get('cache-control') || '')) return undefined;
              return cache.put(url.href, response);
            })
            .catch(function () {
              return undefined;
            });
        }),
      );
    }),
  );
});
