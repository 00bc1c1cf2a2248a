import { EVENT_FIELDS } from "./event-fields";

/** A concert's own fields, today's and an archived edition's alike (archive-types.ts). */
export const CONCERT_FIELDS = `artista: String!
    evento: String!
    descrizione: String!
    immagine: File! @fileByRelativePath
    immagineAlt: String!
    ticketLink: String!`;

/** data/concerti.json: each concert points to its programme event (`evento`). */
export const concertsTypeDefs = /* GraphQL */ `
  type ConcertiJson implements Node @dontInfer {
    ${CONCERT_FIELDS}
  }
`;

export const concertsComputedTypeDefs = /* GraphQL */ `
  type ConcertiJson implements Node {
    ${EVENT_FIELDS}
    dataBreve: String! @italianDate(format: "short")
    dataLunga: String! @italianDate(format: "long")
    dataCompleta: String! @italianDate(format: "full")
    inizio: String! @romeStart
    eventId: String! @eventId
    slugPrecedente: String! @legacyEventSlug
  }
`;
