import { serializeJsonLd, venueJsonLd } from "../../src/seo/json-ld";
import { accessFactLines } from "../../src/venues/access-facts";
import { directionsLinks } from "../../src/venues/directions";
import { venuePagePath } from "../../src/venues/venue-paths";
import { addressText, type VenueInput } from "../../src/venues/venue";
import { walkingMinutes, walkingWords } from "../../src/venues/walking-time";
import { eventFactsOf, type DatedSource, type NodeModel } from "../programme-nodes";
import { filterCodesOf } from "../../src/events/programme-filters";
import { labelsOf } from "./event-fields";
import { siteUrl } from "../site-url";
import type { FieldExtension } from "./field-extension";

/** data/luoghi.json: the venues, each once, with their address and access facts (issue 48). */
export const venuesTypeDefs = /* GraphQL */ `
  type LuoghiJson implements Node @dontInfer {
    nome: String!
    slug: String!
    nomiPrecedenti: [String!]
    "The articulated preposition before the name (al, all', alla…), as in era al NUoVO; null: a neutral form"
    preposizione: String
    descrizione: String!
    indirizzo: LuogoIndirizzo!
    coordinate: LuogoCoordinate
    mappe: String!
    comeArrivare: String
    foto: LuogoFigura
    mappa: LuogoFigura
    accesso: LuogoAccesso!
    fonti: [String!]
  }

  type LuogoIndirizzo {
    via: String
    citta: String!
    cap: String
  }

  type LuogoCoordinate {
    lat: Float!
    lon: Float!
  }

  type LuogoFigura {
    immagine: File! @fileByRelativePath
    alt: String!
    credito: String!
  }

  "Each fact is a value of the schema's list or da verificare (never left out)"
  type LuogoAccesso {
    ingresso: String!
    gradini: Int
    ascensore: String!
    bagnoAccessibile: String!
    postiCarrozzina: String!
    numeroPostiCarrozzina: Int
    anelloInduttivo: String!
    posti: String!
    numeroPosti: Int
    musicaAltaOLuciStroboscopiche: String!
    nota: String
    verificatoIl: String
  }
`;

export const venuesComputedTypeDefs = /* GraphQL */ `
  type LuoghiJson implements Node {
    "The venue's page, e.g. /luoghi/cinema-monviso/"
    percorso: String! @venueComputed(field: "percorso")
    "What is known of the address, city last: via XX Settembre, Cuneo"
    indirizzoTesto: String! @venueComputed(field: "indirizzoTesto")
    "Links that open the visitor's maps: to the coordinates, or a search by name and address"
    indicazioni: [LuogoLink!]! @venueComputed(field: "indicazioni")
    "The access facts in words, in the page's order"
    accessoParole: [LuogoFatto!]! @venueComputed(field: "accessoParole")
    "About how long on foot, in a straight line, to each other venue with coordinates (none without coordinates)"
    distanze: [LuogoDistanza!]! @venueDistances
    "The page's schema.org Place (PostalAddress, GeoCoordinates where known, verified access facts only), serialized"
    jsonLd: String! @venueComputed(field: "jsonLd")
    "Whether an event of today's programme is here"
    inProgramma: Boolean! @venueInProgramme
  }

  type LuogoLink {
    label: String!
    href: String!
  }

  type LuogoFatto {
    fatto: String!
    etichetta: String!
    valore: String!
    verificato: Boolean!
  }

  type LuogoDistanza {
    nome: String!
    percorso: String!
    minuti: Int!
    "in linea d'aria, circa 12 minuti a piedi"
    parole: String!
  }
`;

type VenueSource = VenueInput & { id?: string };

const computed: Record<string, (venue: VenueSource) => unknown> = {
  percorso: (venue) => venuePagePath(venue.slug),
  indirizzoTesto: (venue) => addressText(venue.indirizzo),
  indicazioni: (venue) => directionsLinks({ nome: venue.nome, indirizzo: addressText(venue.indirizzo), coordinate: venue.coordinate }),
  accessoParole: (venue) => accessFactLines(venue.accesso),
  jsonLd: (venue) =>
    serializeJsonLd({
      "@context": "https://schema.org",
      ...venueJsonLd({ ...venue, percorso: venuePagePath(venue.slug), accesso: accessFactLines(venue.accesso), foto: null }, { siteUrl }),
    }),
};

/** The venues of the build, for fields that look at the others or find an event's venue. */
async function allVenues(nodeModel: Pick<NodeModel, "findAll">): Promise<VenueSource[]> {
  return Array.from((await nodeModel.findAll({ type: "LuoghiJson" })).entries) as unknown as VenueSource[];
}

/** The venue an event names, by its name or a former one (an archived edition may use the old name). */
export const venueNamed = (luoghi: readonly VenueSource[], nome: string): VenueSource | undefined =>
  luoghi.find((venue) => venue.nome === nome) ?? luoghi.find((venue) => venue.nomiPrecedenti?.includes(nome));

export const venuesFieldExtensions: readonly FieldExtension[] = [
  {
    name: "venueComputed",
    args: { field: "String!" },
    extend(options: { field: string }) {
      const compute = computed[options.field];
      return { resolve: (source: VenueSource) => compute(source) };
    },
  },
  {
    name: "venueDistances",
    extend() {
      return {
        async resolve(source: VenueSource, _args: unknown, context: { nodeModel: NodeModel }) {
          const from = source.coordinate;
          if (!from) return [];
          return (await allVenues(context.nodeModel))
            .filter((other) => other.slug !== source.slug && other.coordinate)
            .map((other) => {
              const minuti = walkingMinutes(from, other.coordinate!);
              return { nome: other.nome, percorso: venuePagePath(other.slug), minuti, parole: walkingWords(minuti) };
            })
            .sort((a, b) => a.minuti - b.minuti || a.nome.localeCompare(b.nome, "it"));
        },
      };
    },
  },
  {
    name: "venueInProgramme",
    extend() {
      return {
        async resolve(source: VenueSource, _args: unknown, context: { nodeModel: NodeModel }) {
          const days = Array.from((await context.nodeModel.findAll({ type: "ProgrammaJson" })).entries) as { eventi?: { luogo?: string }[] }[];
          return days.some((day) => day.eventi?.some((event) => event.luogo === source.nome));
        },
      };
    },
  },
  {
    // On every event (programme, concert, talk; today's and archived): its venue's page, null when
    // data/luoghi.json has no venue of that name.
    name: "venuePage",
    extend() {
      return {
        async resolve(source: DatedSource, _args: unknown, context: { nodeModel: NodeModel }) {
          const { luogo } = await eventFactsOf(source, context.nodeModel);
          const venue = venueNamed(await allVenues(context.nodeModel), luogo);
          return venue ? venuePagePath(venue.slug) : null;
        },
      };
    },
  },
  {
    // On programme events: the codes its venue and labels give the programme's access filters.
    name: "programmeFilters",
    extend() {
      return {
        async resolve(source: DatedSource, _args: unknown, context: { nodeModel: NodeModel }) {
          const { luogo } = await eventFactsOf(source, context.nodeModel);
          const venue = venueNamed(await allVenues(context.nodeModel), luogo);
          return filterCodesOf(venue?.accesso.ingresso, await labelsOf(source, context.nodeModel)) || null;
        },
      };
    },
  },
  {
    // On programme events: "44.3893,7.5482", for the walking time between two saved events; null without coordinates.
    name: "venueCoordinates",
    extend() {
      return {
        async resolve(source: DatedSource, _args: unknown, context: { nodeModel: NodeModel }) {
          const { luogo } = await eventFactsOf(source, context.nodeModel);
          const point = venueNamed(await allVenues(context.nodeModel), luogo)?.coordinate;
          return point ? `${point.lat},${point.lon}` : null;
        },
      };
    },
  },
];
