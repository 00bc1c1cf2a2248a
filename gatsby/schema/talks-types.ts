import { EVENT_FIELDS } from "./event-fields";

/** data/talks.json: each talk points to its programme event (`evento`). */
export const talksTypeDefs = /* GraphQL */ `
  type TalksJson implements Node @dontInfer {
    titolo: String!
    speaker: String!
    evento: String!
    gratuito: Boolean!
    descrizione: String!
    linkPrenotazione: String!
    immagine: File! @fileByRelativePath
    immagineAlt: String!
    secondaImmagine: File! @fileByRelativePath
    secondaImmagineAlt: String!
    terzaImmagine: File @fileByRelativePath
    terzaImmagineAlt: String
    quartaImmagine: File @fileByRelativePath
    quartaImmagineAlt: String
  }
`;

export const talksComputedTypeDefs = /* GraphQL */ `
  type TalksJson implements Node {
    ${EVENT_FIELDS}
    dataBreve: String! @italianDate(format: "short")
    dataCompleta: String! @italianDate(format: "full")
    inizio: String! @romeStart
    slug: String! @eventSlug
    slugPrecedente: String! @legacyEventSlug
  }
`;
