import { EVENT_FIELDS } from "./event-fields";

/** data/concerti.json: each concert points to its programme event (`evento`). */
export const concertsTypeDefs = /* GraphQL */ `
  type ConcertiJson implements Node @dontInfer {
    artista: String!
    evento: String!
    descrizione: String!
    immagine: File! @fileByRelativePath
    immagineAlt: String!
    ticketLink: String!
  }
`;

export const concertsComputedTypeDefs = /* GraphQL */ `
  type ConcertiJson implements Node {
    ${EVENT_FIELDS}
    dataBreve: String! @italianDate(format: "short")
    dataLunga: String! @italianDate(format: "long")
    dataCompleta: String! @italianDate(format: "full")
    inizio: String! @romeStart
    slug: String! @eventSlug
    slugPrecedente: String! @legacyEventSlug
  }
`;
