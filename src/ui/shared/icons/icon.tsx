import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

// Icons are decoration beside a text or an accessible name, so they are hidden from assistive tech.
function StrokeIcon({ size = 24, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.9}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const MenuIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M4 6h16M4 12h16M4 18h10" />
  </StrokeIcon>
);
export const SearchIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </StrokeIcon>
);
export const CartIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M3 4h2l2.2 10.4a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2" />
    <circle cx="9.5" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </StrokeIcon>
);
export const HeartIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M12 20s-7.5-4.4-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.6 12 20 12 20Z" />
  </StrokeIcon>
);
export const UserIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="12" cy="8.5" r="3.8" />
    <path d="M4.5 20c1.2-3.6 4-5.4 7.5-5.4s6.3 1.8 7.5 5.4" />
  </StrokeIcon>
);
export const LoginIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l4-4-4-4M14 12H4" />
  </StrokeIcon>
);
export const BellIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15Z" />
    <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
  </StrokeIcon>
);
export const CloseIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </StrokeIcon>
);
export const ChevronDownIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="m6 9 6 6 6-6" />
  </StrokeIcon>
);
// Points to the end of the line; the stylesheet mirrors it in right-to-left pages.
export const ChevronEndIcon = (p: IconProps) => (
  <StrokeIcon className="icon-directional" {...p}>
    <path d="m9 6 6 6-6 6" />
  </StrokeIcon>
);
export const ArrowUpIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M12 19V5M5.5 11.5 12 5l6.5 6.5" />
  </StrokeIcon>
);
export const GridIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </StrokeIcon>
);
export const BagIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M5 8h14l-1 12H6L5 8Z" />
    <path d="M9 10V7a3 3 0 0 1 6 0v3" />
  </StrokeIcon>
);
export const TagIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7l8.3 8.3a1.4 1.4 0 0 1 0 2l-6.5 6.5a1.4 1.4 0 0 1-2 0Z" />
    <circle cx="8" cy="8" r="1.4" />
  </StrokeIcon>
);
export const HistoryIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M4 12a8 8 0 1 0 2.4-5.7M4 4v4h4" />
    <path d="M12 8v4.5l3 1.8" />
  </StrokeIcon>
);
export const PhoneIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M5 4h3.5l1.6 4-2.2 1.4a11 11 0 0 0 6.7 6.7l1.4-2.2 4 1.6V19a1.5 1.5 0 0 1-1.6 1.5A16 16 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4Z" />
  </StrokeIcon>
);
export const MailIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
    <path d="m4 7 8 6 8-6" />
  </StrokeIcon>
);
export const PinIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.3" />
  </StrokeIcon>
);
export const ShieldIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M12 3.5 19 6v5.5c0 4.3-3 7.7-7 9-4-1.3-7-4.7-7-9V6l7-2.5Z" />
    <path d="m9 12 2.2 2.2L15.5 10" />
  </StrokeIcon>
);
export const TruckIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M3 6.5h11v9.5H3zM14 10h3.8l3.2 3.5V16h-7" />
    <circle cx="7" cy="17.5" r="1.8" />
    <circle cx="17.5" cy="17.5" r="1.8" />
  </StrokeIcon>
);
export const ChatIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M4.5 5.5h15v10h-9l-4.5 3.5v-3.5h-1.5Z" />
  </StrokeIcon>
);
