// The bearer access token lives in local storage under this key (spec sections 6 and 7); the HTTP
// adapter reads it, the auth use cases write and remove it.
export const ACCESS_TOKEN_KEY = 'accessToken';
