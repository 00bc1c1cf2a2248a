/**
 * A venue's access facts (data/luoghi.json's `accesso`) in words, one line each. A fact nobody checked
 * is "da verificare" and says so: the site never calls a venue accessible for it, and the page puts
 * the contact for access questions beside it. Shared by the venue pages and their JSON-LD.
 */

export const UNVERIFIED = "da verificare";

/** The facts as the data has them (every enum defaults to "da verificare"). */
export interface AccessFacts {
  ingresso: string;
  gradini?: number | null;
  ascensore: string;
  bagnoAccessibile: string;
  postiCarrozzina: string;
  numeroPostiCarrozzina?: number | null;
  anelloInduttivo: string;
  posti: string;
  numeroPosti?: number | null;
  musicaAltaOLuciStroboscopiche: string;
  nota?: string | null;
  verificatoIl?: string | null;
}

export type AccessFactName = "ingresso" | "ascensore" | "bagnoAccessibile" | "postiCarrozzina" | "anelloInduttivo" | "posti" | "musicaAltaOLuciStroboscopiche";

/** The facts in the order the page lists them. */
export const ACCESS_FACT_NAMES: readonly AccessFactName[] = [
  "ingresso",
  "ascensore",
  "bagnoAccessibile",
  "postiCarrozzina",
  "anelloInduttivo",
  "posti",
  "musicaAltaOLuciStroboscopiche",
];

export interface AccessFactLine {
  fatto: AccessFactName;
  /** "Ingresso" */
  etichetta: string;
  /** "con una rampa", "3 gradini", "da verificare" */
  valore: string;
  verificato: boolean;
}

const LABELS: Record<AccessFactName, string> = {
  ingresso: "Ingresso",
  ascensore: "Ascensore",
  bagnoAccessibile: "Bagno accessibile",
  postiCarrozzina: "Posti per sedia a rotelle",
  anelloInduttivo: "Anello a induzione magnetica",
  posti: "Posti",
  musicaAltaOLuciStroboscopiche: "Musica alta o luci stroboscopiche",
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function valueWords(fatto: AccessFactName, facts: AccessFacts): string {
  const value = facts[fatto];
  if (value === UNVERIFIED) return UNVERIFIED;
  switch (fatto) {
    case "ingresso":
      if (value === "senza gradini") return "senza gradini";
      if (value === "rampa") return "con una rampa";
      return facts.gradini ? `con ${plural(facts.gradini, "gradino", "gradini")}` : "con gradini";
    case "postiCarrozzina":
      return value === "sì" && facts.numeroPostiCarrozzina ? `sì, ${facts.numeroPostiCarrozzina}` : value;
    case "posti":
      return facts.numeroPosti ? `${value}, ${facts.numeroPosti}` : value;
    case "ascensore":
      return value === "non serve" ? "non serve, tutto allo stesso piano" : value;
    default:
      return value;
  }
}

/** Every fact of a venue in words, verified or not. */
export function accessFactLines(facts: AccessFacts): AccessFactLine[] {
  return ACCESS_FACT_NAMES.map((fatto) => ({ fatto, etichetta: LABELS[fatto], valore: valueWords(fatto, facts), verificato: facts[fatto] !== UNVERIFIED }));
}

/** How many of a venue's facts nobody checked yet. */
export const unverifiedCount = (facts: AccessFacts): number => ACCESS_FACT_NAMES.filter((fatto) => facts[fatto] === UNVERIFIED).length;
