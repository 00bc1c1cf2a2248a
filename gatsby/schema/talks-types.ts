import { EVENT_FIELDS } from "./event-fields";

/** A talk's own fields, today's and an archived edition's alike (archive-types.ts). */
export const TALK_FIELDS = `titolo: String!
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
    quartaImmagineAlt: String`;

/** data/talks.json: each talk points to its programme event (`evento`). */
export const talksTypeDefs = /* GraphQL */ `
  type TalksJson implements Node @dontInfer {
    ${TALK_FIELDS}
  }
`;

export const talksComputedTypeDefs = /* GraphQL */ `
  type TalksJson implements Node {
    ${EVENT_FIELDS}
    dataBreve: String! @italianDate(format: "short")
    dataCompleta: String! @italianDate(format: "full")
    inizio: String! @romeStart
    eventId: String! @eventId
    slugPrecedente: String! @legacyEventSlug
  }
`;
