// The bearer access token's local-storage key (spec sections 6 and 7). Only the LocalStorageSession
// adapter reads and writes it; the key never changes, so a shopper signed in earlier stays signed in.
export const ACCESS_TOKEN_KEY = 'accessToken';
