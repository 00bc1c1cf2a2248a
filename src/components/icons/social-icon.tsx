import React from "react";
import { icon } from "./social-icon.module.scss";

// Simple geometric marks for the networks, drawn for this site (no brand icon set is bundled).
// Inline, not files: as CSS masks or images they were three requests that the browser makes while
// the page loads (styles are computed for the whole page, footer included), competing with the
// poster a visitor sees first. Inline they cost a few hundred bytes and follow currentColor.
const FILLED = { fill: "currentColor" } as const;
const STROKED = { fill: "none", stroke: "currentColor", strokeWidth: 2.2 } as const;

const marks: Record<string, React.ReactNode> = {
  facebook: (
    <path
      {...FILLED}
      fillRule="evenodd"
      d="M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm6.2 18v-6.3h2.2l.4-2.7h-2.6V9.4c0-.8.3-1.3 1.4-1.3H16V5.7a18 18 0 0 0-2.1-.1c-2.1 0-3.5 1.3-3.5 3.6V11H8.1v2.7h2.3V20h2.8z"
    />
  ),
  instagram: (
    <g {...STROKED}>
      <rect x="3" y="3" width="18" height="18" rx="5.5" />
      <circle cx="12" cy="12" r="4.2" />
      <circle cx="17.3" cy="6.7" r="1.4" {...FILLED} stroke="none" />
    </g>
  ),
  tiktok: <path {...FILLED} d="M14.5 3h3c.3 2.1 1.6 3.4 3.5 3.6v3.1a7.2 7.2 0 0 1-3.5-1.1v6.2A5.8 5.8 0 1 1 11.7 9v3.2a2.7 2.7 0 1 0 2.8 2.7V3z" />,
};
const genericMark = <circle cx="12" cy="12" r="9" {...STROKED} />;

/** Decorative: the link around the mark carries the network's name. */
export function SocialIcon({ rete }: { rete: string }) {
  return (
    <svg className={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {marks[rete] ?? genericMark}
    </svg>
  );
}
