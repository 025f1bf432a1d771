// The storefront's internal links (issue 28): React Router's Link, NavLink, Navigate and useNavigate,
// with the target put in the page's language (linkInLanguage): on an Arabic page every link and
// navigation names the Arabic version (?lng=ar), so a crawler following the links of an Arabic page
// finds Arabic pages, and an address copied or reloaded stays Arabic. English links are as they were.
// Screens import these instead of react-router-dom's.
import { forwardRef, useCallback } from 'react';
import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  NavLink as RouterNavLink,
  useNavigate as useRouterNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavigateProps,
  type NavLinkProps,
  type To,
} from 'react-router-dom';
import { linkInLanguage, type Language } from '@/domain/shared';
import { useLanguage } from '@/ui/shared/hooks/use-language';

/** `to` in `language`: a string path or query, or a path object (its other parts kept as they are: no pathname is this page's). */
export function toInLanguage(to: To, language: Language): To {
  if (language !== 'ar') return to;
  if (typeof to === 'string') return to === '' ? to : linkInLanguage(to, language);
  // A path object's own search, in the language (createPath would make a missing pathname '/').
  if (to.pathname !== undefined && !to.pathname.startsWith('/')) return to;
  return { ...to, search: linkInLanguage(`?${(to.search ?? '').replace(/^\?/, '')}`, language).replace(/^\?$/, '') };
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  return <RouterLink ref={ref} to={toInLanguage(to, useLanguage())} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  return <RouterNavLink ref={ref} to={toInLanguage(to, useLanguage())} {...props} />;
});

export function Navigate({ to, ...props }: NavigateProps) {
  return <RouterNavigate to={toInLanguage(to, useLanguage())} {...props} />;
}

/** useNavigate whose targets are put in the page's language (a number, back or forward, is left as it is). */
export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const navigate = useRouterNavigate();
  const language = useLanguage();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') void navigate(to);
      else void navigate(toInLanguage(to, language), options);
    },
    [navigate, language],
  );
}
