// Small flags for the language toggle and the country dialog. The store's own markets and the
// English toggle are drawn; any other country falls back to its emoji flag, built from the code.
import type { ReactNode } from 'react';

const W = 28;
const H = 20;

function Frame({ children }: { children: ReactNode }) {
  return (
    <svg width={W} height={H} viewBox="0 0 28 20" aria-hidden="true" focusable="false" className="flag">
      {children}
    </svg>
  );
}

const star = (cx: number, cy: number, r: number): string => {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.4;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return points.join(' ');
};

function Syria() {
  return (
    <Frame>
      <rect width="28" height="6.67" fill="#007a3d" />
      <rect y="6.67" width="28" height="6.67" fill="#fff" />
      <rect y="13.33" width="28" height="6.67" fill="#000" />
      {[8, 14, 20].map((cx) => (
        <polygon key={cx} points={star(cx, 10, 2.4)} fill="#ce1126" />
      ))}
    </Frame>
  );
}

function Lebanon() {
  return (
    <Frame>
      <rect width="28" height="20" fill="#ed1c24" />
      <rect y="5" width="28" height="10" fill="#fff" />
      <path d="M14 6.2 10 13.2h8Z" fill="#00a651" />
      <rect x="13.3" y="13" width="1.4" height="1.6" fill="#00a651" />
    </Frame>
  );
}

function UnitedKingdom() {
  return (
    <Frame>
      <rect width="28" height="20" fill="#012169" />
      <path d="M0 0 28 20M28 0 0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0 28 20M28 0 0 20" stroke="#c8102e" strokeWidth="1.4" />
      <path d="M14 0v20M0 10h28" stroke="#fff" strokeWidth="6" />
      <path d="M14 0v20M0 10h28" stroke="#c8102e" strokeWidth="3.4" />
    </Frame>
  );
}

// Regional indicator symbols: 'sy' -> 🇸🇾.
const flagEmoji = (code: string): string =>
  Array.from(code.trim().toUpperCase().replace(/[^A-Z]/g, '').slice(0, 2), (letter) =>
    String.fromCodePoint(0x1f1e6 + letter.charCodeAt(0) - 65),
  ).join('');

export function Flag({ code }: { code: string }) {
  switch (code.trim().toLowerCase()) {
    case 'sy':
      return <Syria />;
    case 'lb':
      return <Lebanon />;
    case 'gb':
      return <UnitedKingdom />;
    default:
      return (
        <span className="flag flag--emoji" aria-hidden="true">
          {flagEmoji(code)}
        </span>
      );
  }
}
