import React from "react";
import { hint } from "./external-link.module.scss";

interface ExternalLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> {
  href: string;
  /** Omit the spoken "new tab" hint when the accessible name already comes from aria-label. */
  withHint?: boolean;
}

/**
 * Every outbound link (tickets, booking, maps, socials) opens a new tab and gives the other site
 * no handle on ours (noopener) and no referrer (noreferrer). Screen-reader users hear that a new
 * tab opens.
 */
export function ExternalLink({ href, children, withHint = true, ...rest }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      {withHint && <span className={hint}> (si apre in una nuova scheda)</span>}
    </a>
  );
}
