import React from "react";
import { badge, concerto, other, spettacolo, talk } from "./type-badge.module.scss";

const styleByType: Record<string, string> = {
  Concerto: concerto,
  Talk: talk,
  Spettacolo: spettacolo,
};

/** The class for an event type; any type the specification does not name gets the default. */
export function typeBadgeClass(tipo: string): string {
  return `${badge} ${styleByType[tipo] ?? other}`;
}

export function TypeBadge({ tipo }: { tipo: string }) {
  return <span className={typeBadgeClass(tipo)}>{tipo}</span>;
}
