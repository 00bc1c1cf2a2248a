import React from "react";

interface SocialIconProps {
  rete: string;
}

/**
 * Simple geometric marks for the three networks, drawn for this site (no brand icon set is
 * bundled). Decorative: the link around them carries the name.
 */
export function SocialIcon({ rete }: SocialIconProps) {
  const common = {
    width: 24,
    height: 24,
    viewBox: "0 0 24 24",
    "aria-hidden": true,
    focusable: false,
  } as const;
  switch (rete) {
    case "facebook":
      return (
        <svg {...common}>
          <rect x="2" y="2" width="20" height="20" rx="5" fill="currentColor" />
          <path d="M13.2 20v-6.3h2.2l.4-2.7h-2.6V9.4c0-.8.3-1.3 1.4-1.3H16V5.7a18 18 0 0 0-2.1-.1c-2.1 0-3.5 1.3-3.5 3.6V11H8.1v2.7h2.3V20h2.8z" fill="var(--color-ink)" />
        </svg>
      );
    case "instagram":
      return (
        <svg {...common}>
          <rect x="3" y="3" width="18" height="18" rx="5.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <circle cx="12" cy="12" r="4.2" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <circle cx="17.3" cy="6.7" r="1.4" fill="currentColor" />
        </svg>
      );
    case "tiktok":
      return (
        <svg {...common}>
          <path
            d="M14.5 3h3c.3 2.1 1.6 3.4 3.5 3.6v3.1a7.2 7.2 0 0 1-3.5-1.1v6.2A5.8 5.8 0 1 1 11.7 9v3.2a2.7 2.7 0 1 0 2.8 2.7V3z"
            fill="currentColor"
          />
        </svg>
      );
    default:
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2.2" />
        </svg>
      );
  }
}
