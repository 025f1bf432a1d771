// The local-storage key under which the storefront kept the bearer access token until the session
// moved into an HttpOnly cookie (docs/adr/0035). Only the browser's session adapter reads it, once, to
// trade a token found there for the cookie, and then removes it.
export const ACCESS_TOKEN_KEY = 'accessToken';
