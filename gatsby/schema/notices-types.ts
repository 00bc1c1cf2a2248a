import { isNoticeActive, newestFirst, noticeId, noticeInstants, noticeWindowLabel, programmeVersion, type NoticeSource } from "../notices/notice-facts";
import type { FieldExtension } from "./field-extension";

/** data/avvisi.json: the notices, and the build's view of them. */
export const noticesTypeDefs = /* GraphQL */ `
  "A notice of data/avvisi.json: dal and al are Rome's wall time, YYYY-MM-DDTHH:MM."
  type AvvisiJson implements Node @dontInfer {
    testo: String!
    evento: String
    pagina: String
    dal: String!
    al: String
    importante: Boolean
  }
`;

export const noticesComputedTypeDefs = /* GraphQL */ `
  type AvvisiJson implements Node {
    "Stable id from dal and testo (a changed text is a new notice), e.g. 3f9a0c12b7de"
    codice: String! @noticeId
    "Start as ISO 8601 with the Rome offset, e.g. 2025-09-13T18:00:00+02:00"
    dalIso: String! @noticeInstant(end: false)
    "End as ISO 8601 with the Rome offset: al, or midnight after the day of dal"
    alIso: String! @noticeInstant(end: true)
    "The window in Italian words, e.g. dalle 18:00 del 13 settembre"
    finestra: String! @noticeWindow
  }

  "The build's view of the notices: one node per build (gatsby/notices/build-instant.ts)."
  type AvvisiBuild implements Node @dontInfer {
    "When this build judged the notices, ISO 8601 in UTC"
    istante: String!
    "The notices whose window holds istante, newest first"
    attivi: [AvvisiJson!]! @notices(active: true)
    "Every notice, newest first"
    tutti: [AvvisiJson!]! @notices(active: false)
    "Changes when any programme event's day, time, venue or status changes, or events come or go"
    programma: String! @programmeVersion
  }
`;

interface AnyNodeModel {
  findAll(args: { type: string }): Promise<{ entries: Iterable<object> }>;
}

export const noticesFieldExtensions: readonly FieldExtension[] = [
  {
    name: "noticeId",
    extend() {
      return { resolve: (source: NoticeSource) => noticeId(source) };
    },
  },
  {
    name: "noticeInstant",
    args: { end: "Boolean!" },
    extend(options: { end: boolean }) {
      return { resolve: (source: NoticeSource) => noticeInstants(source)[options.end ? "al" : "dal"] };
    },
  },
  {
    name: "noticeWindow",
    extend() {
      return { resolve: (source: NoticeSource) => noticeWindowLabel(source.dal, source.al) };
    },
  },
  {
    name: "notices",
    args: { active: "Boolean!" },
    extend(options: { active: boolean }) {
      return {
        async resolve(source: { istante: string }, _args: unknown, context: { nodeModel: AnyNodeModel }) {
          const all = Array.from((await context.nodeModel.findAll({ type: "AvvisiJson" })).entries) as unknown as NoticeSource[];
          const instant = new Date(source.istante);
          return newestFirst(options.active ? all.filter((notice) => isNoticeActive(notice, instant)) : all);
        },
      };
    },
  },
  {
    name: "programmeVersion",
    extend() {
      return {
        async resolve(_source: unknown, _args: unknown, context: { nodeModel: AnyNodeModel }) {
          const days = Array.from((await context.nodeModel.findAll({ type: "ProgrammaJson" })).entries);
          return programmeVersion(days as Parameters<typeof programmeVersion>[0]);
        },
      };
    },
  },
];
