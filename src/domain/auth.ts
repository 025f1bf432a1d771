import { decodeBase64Url } from './base64url';

// Client-side reading of the stored access token (spec section 2, bottom navigation). The client
// cannot verify the signature; it only decides whether the token is worth sending, so "valid"
// here means well-formed and not yet expired. The server remains the judge.

export type JwtClaims = Record<string, unknown>;

const isJsonObject = (value: unknown): value is JwtClaims =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const parseJsonObject = (text: string): JwtClaims | null => {
  try {
    const value: unknown = JSON.parse(text);
    return isJsonObject(value) ? value : null;
  } catch {
    // A segment that is not JSON makes the token malformed, which is an answer, not a failure.
    return null;
  }
};

const decodeSegment = (segment: string): JwtClaims | null => {
  const text = decodeBase64Url(segment);
  return text === null ? null : parseJsonObject(text);
};

const SIGNATURE_SHAPE = /^[A-Za-z0-9_-]+$/;

// The payload claims of a compact JWT (header.payload.signature), or null when the token is not
// one: wrong number of segments, a segment that is not base64url, a header or payload that is not
// a JSON object, or an empty signature (an unsigned token is never one our server issues).
export const decodeJwtPayload = (token: string | null | undefined): JwtClaims | null => {
  if (typeof token !== 'string') return null;
  const segments = token.split('.');
  if (segments.length !== 3) return null;
  const [header = '', payload = '', signature = ''] = segments;
  if (header === '' || payload === '' || !SIGNATURE_SHAPE.test(signature)) return null;
  if (decodeSegment(header) === null) return null;
  return decodeSegment(payload);
};

export const isAccessTokenValid = (token: string | null | undefined, nowMs: number): boolean => {
  const exp = decodeJwtPayload(token)?.exp;
  // exp is a NumericDate: seconds since the epoch (RFC 7519 section 4.1.4).
  return typeof exp === 'number' && Number.isFinite(exp) && exp * 1000 > nowMs;
};
