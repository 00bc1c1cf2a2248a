import { harmlessStrings } from "../../src/utils/text-safety";
import { SCHEDULE_LANGUAGE, TIMESLOT_DURATION, type ScheduleEvent, type ScheduleModel } from "./schedule-model";

/**
 * /schedule.json: the programme in c3voc's schedule JSON (the frab JSON that pretalx and EMF publish),
 * valid against voc/schedule's JSON schema (vendor/voc-schedule/, checked by the tests). Pure: the same
 * model gives the same bytes.
 */

/** The schema's pattern for track and room slugs. */
const JSON_SLUG = /^[a-z0-9_-]+[a-z0-9]$/;

export const SCHEDULE_JSON_SCHEMA_ID = "https://c3voc.de/schedule/schema.json";

const withSlug = <T extends { slug: string }>({ slug, ...rest }: T) => (JSON_SLUG.test(slug) ? { ...rest, slug } : rest);

function eventJson(ev: ScheduleEvent) {
  return {
    guid: ev.guid,
    id: ev.id,
    date: ev.date,
    start: ev.start,
    end: ev.end,
    duration: ev.duration,
    room: ev.room,
    slug: ev.slug,
    url: ev.url,
    title: ev.title,
    subtitle: ev.subtitle,
    track: ev.track,
    type: ev.type,
    language: SCHEDULE_LANGUAGE,
    abstract: ev.abstract,
    description: ev.description,
    // Our speakers are free text: no person is named by guesswork (schedule-model.ts).
    persons: [],
    links: ev.links.map((link) => ({ title: link.title, url: link.url })),
  };
}

/** The text of /schedule.json. */
export function scheduleJson(model: ScheduleModel): string {
  const { conference } = model;
  const document = {
    $schema: SCHEDULE_JSON_SCHEMA_ID,
    schedule: {
      url: model.feedUrls.json,
      version: model.version,
      base_url: conference.url,
      conference: {
        acronym: conference.acronym,
        title: conference.title,
        start: conference.start,
        end: conference.end,
        daysCount: conference.days.length,
        timeslot_duration: TIMESLOT_DURATION,
        time_zone_name: conference.timeZone,
        url: conference.url,
        tracks: conference.tracks.map(withSlug),
        rooms: conference.rooms.map(({ url, ...room }) => ({ ...withSlug(room), ...(url ? { url } : {}) })),
        days: conference.days.map((day) => ({
          index: day.index,
          date: day.date,
          day_start: day.start,
          day_end: day.end,
          rooms: Object.fromEntries(day.rooms.map(({ room, events }) => [room.name, events.map(eventJson)])),
        })),
      },
    },
  };
  return `${JSON.stringify(harmlessStrings(document))}\n`;
}
