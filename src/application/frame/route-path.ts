// Pathname comparison shared by the frame rules. The router matches paths without regard to
// letter case or a trailing slash, so the rules that depend on "which page is this" must too.

export const HOME_PATH = '/';

export const normalisePathname = (raw: string): string => {
  const withoutQueryOrHash = raw.split(/[?#]/, 1)[0] ?? '';
  const trimmed = withoutQueryOrHash.replace(/\/+$/, '').toLowerCase();
  if (trimmed === '') return HOME_PATH;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
};

// True for `base` itself and for any path below it, never for a mere shared prefix
// ('/cartoon' is not within '/cart').
export const isPathWithin = (pathname: string, base: string): boolean => {
  const path = normalisePathname(pathname);
  const section = normalisePathname(base);
  return path === section || path.startsWith(`${section}/`);
};

export const isHomePath = (pathname: string): boolean => normalisePathname(pathname) === HOME_PATH;
