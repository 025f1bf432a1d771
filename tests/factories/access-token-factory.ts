import { Factory } from 'fishery';
import { encodeBase64Url } from '../../src/domain/base64url';

// The three parts of a compact JWT; `compactJwt` writes them out the way a server would.
export interface JwtParts {
  header: unknown;
  payload: unknown;
  signature: string;
}

export const NOW_MS = 1_750_000_000_000;

export const jwtPartsFactory = Factory.define<JwtParts>(({ sequence }) => ({
  header: { alg: 'HS256', typ: 'JWT' },
  payload: { sub: String(sequence), name: 'Test Shopper', exp: NOW_MS / 1000 + 3600 },
  signature: 'c2lnbmF0dXJl',
}));

export const compactJwt = ({ header, payload, signature }: JwtParts): string =>
  [encodeBase64Url(JSON.stringify(header)), encodeBase64Url(JSON.stringify(payload)), signature].join('.');

// Overrides replace whole parts (fishery would deep-merge a payload, and a test that drops the
// exp claim needs the payload replaced).
export const accessToken = (overrides: Partial<JwtParts> = {}): string =>
  compactJwt({ ...jwtPartsFactory.build(), ...overrides });
