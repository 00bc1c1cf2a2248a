import type { GatsbyNode } from "gatsby";
import type { FestivalEvent } from "../../src/events/festival-events";
import type { EventChanges } from "../../src/events/event-record";
import { VENUE_PREPOSITIONS } from "../../src/events/change-words";
import { programmeEventFacts } from "../programme-nodes";
import type { VenueInput } from "../../src/venues/venue";
import { festivalDataFromNodes, type NodeStore } from "../festival-data/load-festival-data";
import { cardNotes, lastPublished, publishedChanges } from "../event-history/published-changes";
import { publishedWords } from "../../src/events/published-words";

/**
 * The published changes as GraphQL fields (issue 38), computed in Node from the build's one reading of
 * the history (gatsby/event-history/build-record.ts) in the build's one loading of the festival
 * (gatsby/festival-data), so the templates only print strings:
 * - `variazioni` on today's programme events, concerts and talks: the notes beside a moved event's facts;
 * - `SitoJson.modificheProgramma`: the list of the page "Modifiche al programma" and of its feed;
 * - `preposizioneLuogo` on today's events: the words of their venue ("al"), which the card hands to the
 *   visitor's saved copy, so its note of a moved venue reads as the build's ("era al NUoVO");
 * - `nomiPrecedentiLuogo` on today's events: their venue's former names, which the card hands to the saved
 *   copy too, so that a renamed venue is no move there either (src/events/venue-names.ts).
 * An archived edition's events (ProgrammaEvento under ArchivioProgrammaJson) have no record: null.
 */

export const changesTypeDefs = /* GraphQL */ `
  "What changed since an event was first published, as notes beside its facts: null where a fact is as first published"
  type EventoVariazioni {
    "Beside the day, e.g. era venerdì 12 settembre"
    giorno: String
    "Beside the time, e.g. era alle 21:30"
    ora: String
    "Day and time in one, for a card that shows no day, e.g. era venerdì 12 settembre alle 21:30"
    inizio: String
    "Beside the venue, e.g. era al NUoVO (prima: NUoVO for a venue without preposition)"
    luogo: String
  }

  "One event's changes of one publish"
  type ModificaPubblicata {
    "The feed entry's id, the same on every build: urn:uuid from the event's id and the publish instant"
    codice: String!
    evento: String!
    titolo: String!
    "Path of the event's card, e.g. /talks/#talk-k7m2q9xa"
    scheda: String!
    "The publish, ISO 8601 in UTC"
    quando: String!
    "The publish in Rome's time, in words, e.g. 10 luglio 2025 alle 10:00"
    quandoTesto: String!
    "One line per changed field, e.g. Orario: era alle 21:30, ora alle 22:15"
    righe: [String!]!
    "What the publish did, e.g. nuovo orario, annullato"
    sintesi: String!
    annullato: Boolean!
  }

  "Every published change of today's programme"
  type ModificheProgramma {
    "false when the build had no history to read (a copy without .git, a shallow clone): then nothing is claimed"
    storia: Boolean!
    "How many entries voci has"
    numero: Int!
    "Newest first, one per event per publish"
    voci: [ModificaPubblicata!]!
    "The newest publish the record knows of (a change, else the first publish), or null"
    aggiornato: String
    "aggiornato in Rome's time, in words, e.g. 10 luglio 2025 alle 10:00 (the printed programme's date)"
    aggiornatoTesto: String
    "When the build wrote the record"
    generato: String!
  }
`;

interface ChangesOfBuild {
  changes: EventChanges;
  events: Map<string, FestivalEvent>;
  luoghi: readonly VenueInput[];
}

interface ResolverNodeModel extends NodeStore {
  findRootNodeAncestor(source: object, predicate: (node: { internal: { type: string } }) => boolean): { internal: { type: string } } | null;
}

// One computation per query run (Gatsby gives each its own nodeModel, so develop never serves a stale one).
const computed = new WeakMap<object, Promise<ChangesOfBuild>>();
function changesOfBuild(nodeModel: ResolverNodeModel): Promise<ChangesOfBuild> {
  let result = computed.get(nodeModel);
  if (!result) {
    result = (async () => {
      // Images play no part in the changes: no lookup.
      const data = await festivalDataFromNodes(nodeModel);
      const changes = data.modifiche ?? { generato: new Date().toISOString(), storia: false, eventi: {} };
      return { changes, events: new Map(data.events.map((event) => [event.id, event])), luoghi: data.luoghi };
    })();
    computed.set(nodeModel, result);
  }
  return result;
}

const venueNamed = async (luogo: string | undefined, nodeModel: ResolverNodeModel): Promise<VenueInput | undefined> =>
  (await changesOfBuild(nodeModel)).luoghi.find((venue) => venue.nome === luogo);

/** The preposition data/luoghi.json gives the venue `luogo`, or null (none, or not one the words know). */
async function venuePreposition(luogo: string | undefined, nodeModel: ResolverNodeModel): Promise<string | null> {
  const preposizione = (await venueNamed(luogo, nodeModel))?.preposizione;
  return preposizione && (VENUE_PREPOSITIONS as readonly string[]).includes(preposizione) ? preposizione : null;
}

/** The former names data/luoghi.json gives the venue `luogo`, as the JSON array a card's save slot carries, or null without any. */
async function venueFormerNames(luogo: string | undefined, nodeModel: ResolverNodeModel): Promise<string | null> {
  const former = (await venueNamed(luogo, nodeModel))?.nomiPrecedenti ?? [];
  return former.length > 0 ? JSON.stringify(former) : null;
}

async function notesOf(id: string | undefined, nodeModel: ResolverNodeModel) {
  const { changes, events, luoghi } = await changesOfBuild(nodeModel);
  const event = id === undefined ? undefined : events.get(id);
  return event ? cardNotes(changes.eventi[event.id], event.facts, luoghi) : null;
}

const isProgrammeDay = (node: { internal: { type: string } }) => node.internal.type === "ProgrammaJson" || node.internal.type === "ArchivioProgrammaJson";

type Context = { nodeModel: ResolverNodeModel };

export const createChangesResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create }) => {
  const variazioni = (eventId: (source: { id?: string; evento?: string }) => string | undefined) => ({
    type: "EventoVariazioni",
    resolve: (source: { id?: string; evento?: string }, _args: unknown, context: Context) => notesOf(eventId(source), context.nodeModel),
  });
  const ofVenue = (description: string, compute: (luogo: string | undefined, nodeModel: ResolverNodeModel) => Promise<string | null>) => ({
    type: "String",
    description,
    async resolve(source: { luogo?: string; evento?: string }, _args: unknown, context: Context) {
      const luogo = typeof source.evento === "string" ? (await programmeEventFacts(context.nodeModel, source.evento))?.luogo : source.luogo;
      return compute(luogo, context.nodeModel);
    },
  });
  const preposizioneLuogo = ofVenue("The preposition before the event's venue in data/luoghi.json (al, all'...), null without one", venuePreposition);
  const nomiPrecedentiLuogo = ofVenue(
    "The former names of the event's venue in data/luoghi.json, as a JSON array for the card's save slot, null without any",
    venueFormerNames,
  );
  // eslint-disable-next-line @typescript-eslint/no-unsafe-call -- Gatsby types createResolvers as a bare Function
  create({
    ProgrammaEvento: {
      preposizioneLuogo,
      nomiPrecedentiLuogo,
      variazioni: {
        ...variazioni((source) => source.id),
        resolve(source: { id?: string }, _args: unknown, context: Context) {
          // Today's programme only: the type is shared with the archived editions' days.
          if (context.nodeModel.findRootNodeAncestor(source, isProgrammeDay)?.internal.type !== "ProgrammaJson") return null;
          return notesOf(source.id, context.nodeModel);
        },
      },
    },
    ConcertiJson: { variazioni: variazioni((source) => source.evento), preposizioneLuogo, nomiPrecedentiLuogo },
    TalksJson: { variazioni: variazioni((source) => source.evento), preposizioneLuogo, nomiPrecedentiLuogo },
    SitoJson: {
      modificheProgramma: {
        type: "ModificheProgramma!",
        async resolve(_source: unknown, _args: unknown, context: Context) {
          const { changes, events, luoghi } = await changesOfBuild(context.nodeModel);
          const voci = changes.storia ? publishedChanges(changes, [...events.values()], luoghi) : [];
          const aggiornato = lastPublished(changes);
          return {
            storia: changes.storia,
            numero: voci.length,
            voci,
            aggiornato,
            aggiornatoTesto: aggiornato ? publishedWords(aggiornato) : null,
            generato: changes.generato,
          };
        },
      },
    },
  });
};
