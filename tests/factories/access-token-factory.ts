import { Factory } from 'fishery';

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

const segment = (value: unknown): string => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

export const compactJwt = ({ header, payload, signature }: JwtParts): string =>
  [segment(header), segment(payload), signature].join('.');

// Overrides replace whole parts (fishery would deep-merge a payload, and a test that drops the
// exp claim needs the payload replaced).
export const accessToken = (overrides: Partial<JwtParts> = {}): string =>
  compactJwt({ ...jwtPartsFactory.build(), ...overrides });
