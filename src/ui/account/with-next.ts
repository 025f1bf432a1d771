// The page a guest came from, carried through the account pages (login ⇄ sign-up ⇄ verify).
import { NEXT_PARAM } from '@/application/frame/route-access';

export function withNext(path: string, next: string | null): string {
  if (next === null || next === '') return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${NEXT_PARAM}=${encodeURIComponent(next)}`;
}
