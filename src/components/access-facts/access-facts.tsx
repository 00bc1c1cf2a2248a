import React from "react";
import { facts, factLabel, factValue, unverified, wideLabels } from "./access-facts.module.scss";

interface AccessFactsProps {
  /** The venue's facts in words (GraphQL `accessoParole`, from src/venues/access-facts.ts). */
  parole: readonly Queries.LuogoFatto[];
  /** In a half-width card, where the fact's name needs more room than its value ("da verificare", "sì, 2"). */
  narrow?: boolean;
}

/** A venue's access facts as a list of names and values, an unchecked one set apart (its words say «da verificare»). */
export function AccessFacts({ parole, narrow = false }: AccessFactsProps) {
  return (
    <dl className={narrow ? `${facts} ${wideLabels}` : facts}>
      {parole.map((fatto) => (
        <div key={fatto.fatto}>
          <dt className={factLabel}>{fatto.etichetta}</dt>
          <dd className={fatto.verificato ? factValue : unverified}>{fatto.valore}</dd>
        </div>
      ))}
    </dl>
  );
}
