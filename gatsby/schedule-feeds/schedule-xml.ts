import { escapeXml } from "../../src/utils/text-safety";
import { SCHEDULE_LANGUAGE, TIMESLOT_DURATION, type ScheduleEvent, type ScheduleModel } from "./schedule-model";

/**
 * /schedule.xml: the programme in the frab/Pentabarf schedule XML that Giggity, ConfClerk, EventFahrplan
 * and info-beamer read, valid against voc/schedule's XSD (vendor/voc-schedule/, checked by the tests).
 * Pure: the same model gives the same bytes.
 */

/** The track slugs the XSD accepts (`slug`: a letter, then letters, digits and hyphens); others are left out. */
const XSD_SLUG = /^[a-z][a-z0-9-]+$/;

type Attributes = Record<string, string | number | null | undefined>;

const attributes = (attrs: Attributes): string =>
  Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join("");

const element = (name: string, text: string, attrs: Attributes = {}): string => `<${name}${attributes(attrs)}>${escapeXml(text)}</${name}>`;

function eventXml(ev: ScheduleEvent): string[] {
  return [
    `<event${attributes({ guid: ev.guid, id: ev.id })}>`,
    ...[
      element("date", ev.date),
      element("start", ev.start),
      element("duration", ev.duration),
      element("room", ev.room),
      element("slug", ev.slug),
      element("url", ev.url),
      element("title", ev.title),
      ...(ev.subtitle === null ? [] : [element("subtitle", ev.subtitle)]),
      element("track", ev.track),
      element("type", ev.type),
      element("language", SCHEDULE_LANGUAGE),
      element("abstract", ev.abstract),
      ...(ev.description === null ? [] : [element("description", ev.description)]),
      // Our speakers are free text: no person is named by guesswork (schedule-model.ts).
      "<persons/>",
      ...(ev.links.length === 0 ? ["<links/>"] : ["<links>", ...ev.links.map((link) => `  ${element("link", link.title, { href: link.url })}`), "</links>"]),
    ].map((line) => `  ${line}`),
    "</event>",
  ];
}

// Indents each element's first line only: a text that holds line breaks is written as it is.
const indent = (lines: string[], depth: number): string[] => lines.map((line) => `${"  ".repeat(depth)}${line}`);

/** The text of /schedule.xml. */
export function scheduleXml(model: ScheduleModel): string {
  const { conference } = model;
  const conferenceLines = [
    element("acronym", conference.acronym),
    element("title", conference.title),
    element("start", conference.start),
    element("end", conference.end),
    element("days", String(conference.days.length)),
    element("timeslot_duration", TIMESLOT_DURATION),
    element("time_zone_name", conference.timeZone),
    element("url", conference.url),
    element("base_url", conference.url),
    ...conference.tracks.map((track) => element("track", "", { name: track.name, slug: XSD_SLUG.test(track.slug) ? track.slug : null })),
  ];
  const dayLines = conference.days.flatMap((day) => [
    `<day${attributes({ index: day.index, date: day.date, start: day.start, end: day.end })}>`,
    ...indent(
      day.rooms.flatMap(({ room, events }) => [`<room${attributes({ name: room.name, guid: room.guid })}>`, ...indent(events.flatMap(eventXml), 1), "</room>"]),
      1,
    ),
    "</day>",
  ]);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    "<schedule>",
    ...indent(
      [element("url", model.feedUrls.xml), element("version", model.version), "<conference>", ...indent(conferenceLines, 1), "</conference>", ...dayLines],
      1,
    ),
    "</schedule>",
    "",
  ].join("\n");
}
