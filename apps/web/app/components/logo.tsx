import { siteConfig } from '~/lib/config.ts';

export const Logo = ({ compact = false }: { compact?: boolean }) => (
  <span className="logo">
    <svg aria-hidden="true" viewBox="0 0 32 32" width={compact ? 26 : 34} height={compact ? 26 : 34}>
      <rect width="32" height="32" rx="8" fill="var(--color-brand)" />
      <path
        d="M10 9v14M10 16l8-7M13 14l6 9"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="23.5" cy="9.5" r="2.5" fill="var(--color-accent)" />
    </svg>
    <span className="logo-text">{siteConfig.productName}</span>
  </span>
);
