import React from "react";
import { facebook, generic, icon, instagram, tiktok } from "./social-icon.module.scss";

const markByNetwork: Record<string, string> = { facebook, instagram, tiktok };

/**
 * Simple geometric marks for the networks, drawn for this site (no brand icon set is bundled).
 * Decorative: the link around them carries the name.
 */
export function SocialIcon({ rete }: { rete: string }) {
  return <span className={`${icon} ${markByNetwork[rete] ?? generic}`} aria-hidden="true" />;
}
