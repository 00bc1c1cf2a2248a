import type { FestivalEvent, SiteInput } from "../../src/events/festival-events";
import { escapeText, formatUtc, serializeCalendar, type IcsComponent, type IcsProperty } from "./ics-serializer";

/**
 * Calendar files for the festival: one per programme event and one for the whole programme.
 * Times are written in UTC (RFC 5545 form #2), which every reader places correctly without a
 * VTIMEZONE; the instants come from the Europe/Rome wall-clock times in the data.
 */

export interface CalendarContext {
  siteUrl: string;
  /** DTSTAMP of an event without a record of changes: when this calendar was produced (the build). */
  now: Date;
}

const text = (name: string, value: string): IcsProperty => ({ name, value: escapeText(value) });

/** A UID that stays the same across builds and changes of time, day or venue: the event's id at the site's host. */
export function eventUid(ev: FestivalEvent, siteUrl: string): string {
  return `${ev.id}@${new URL(siteUrl).host}`;
}

function eventDescription(ev: FestivalEvent, sito: SiteInput, siteUrl: string): string {
  const lines = [ev.speaker, "", ev.description, ""];
  if (ev.cancelled) lines.unshift("EVENTO ANNULLATO.", "");
  // The cards' labels in their words, one line ("In inglese · Ingresso gratuito su prenotazione · Esaurito"):
  // in the description rather than CATEGORIES, which calendar apps show as tags or not at all.
  if (ev.labels.length > 0) lines.push(ev.labels.map((label) => label.testo).join(" · "));
  if (ev.offer && !ev.cancelled) lines.push(`${ev.entry?.modo === "biglietto" ? "Biglietti" : "Prenotazione"} su ${ev.offer.provider}: ${ev.offer.url}`);
  lines.push(`Dettagli: ${siteUrl}${ev.path}`);
  lines.push(`Orari in ora italiana (Europe/Rome). Organizza ${sito.organizzatore.nome}.`);
  return lines.join("\n");
}

/**
 * One VEVENT. The same UID for ever; SEQUENCE counts the published changes of day, time, venue and status,
 * so a calendar app that imports the file again replaces its copy (RFC 5545 §3.8.7.4), and DTSTAMP and
 * LAST-MODIFIED are the last change's time, the same in every build until the event changes again.
 * Without a record (no history) SEQUENCE is 0 and DTSTAMP the build's time: nothing is claimed.
 */
export function eventComponent(ev: FestivalEvent, sito: SiteInput, ctx: CalendarContext): IcsComponent {
  const properties: IcsProperty[] = [
    { name: "UID", value: eventUid(ev, ctx.siteUrl) },
    { name: "DTSTAMP", value: formatUtc(ev.lastModified ?? ctx.now) },
    ...(ev.lastModified ? [{ name: "LAST-MODIFIED", value: formatUtc(ev.lastModified) }] : []),
    { name: "SEQUENCE", value: String(ev.sequence) },
    { name: "DTSTART", value: formatUtc(ev.start) },
    { name: "DTEND", value: formatUtc(ev.end) },
    // Many calendar apps show STATUS:CANCELLED in no way at all: the title says it too.
    text("SUMMARY", ev.cancelled ? `Annullato · ${ev.name}` : ev.name),
    text("DESCRIPTION", eventDescription(ev, sito, ctx.siteUrl)),
    text("LOCATION", `${ev.venue.name}, ${ev.venue.city}`),
    { name: "URL", value: `${ctx.siteUrl}${ev.path}` },
    text("CATEGORIES", ev.tipo),
    { name: "STATUS", value: ev.cancelled ? "CANCELLED" : "CONFIRMED" },
    { name: "TRANSP", value: "OPAQUE" },
  ];
  if (sito.email.length > 0) {
    properties.push({ name: "ORGANIZER", params: { CN: sito.organizzatore.nome }, value: `mailto:${sito.email[0]}` });
  }
  return { type: "VEVENT", properties };
}

export function calendarFor(events: FestivalEvent[], sito: SiteInput, ctx: CalendarContext, name: string): string {
  return serializeCalendar({
    type: "VCALENDAR",
    properties: [
      { name: "VERSION", value: "2.0" },
      text("PRODID", `-//${sito.organizzatore.nome}//${sito.nome} ${sito.edizione}//IT`),
      { name: "CALSCALE", value: "GREGORIAN" },
      { name: "METHOD", value: "PUBLISH" },
      text("X-WR-CALNAME", name),
      { name: "X-WR-TIMEZONE", value: "Europe/Rome" },
      // Subscribers to the whole programme pick up changes once a day.
      { name: "REFRESH-INTERVAL", params: { VALUE: "DURATION" }, value: "P1D" },
      { name: "X-PUBLISHED-TTL", value: "P1D" },
    ],
    components: events.map((ev) => eventComponent(ev, sito, ctx)),
  });
}

/** Every calendar file of the site: its public path and its content. */
export function festivalCalendars(
  events: FestivalEvent[],
  sito: SiteInput,
  ctx: CalendarContext,
  paths: { event: (ev: FestivalEvent) => string; programme: string },
): { path: string; content: string }[] {
  return [
    ...events.map((ev) => ({ path: paths.event(ev), content: calendarFor([ev], sito, ctx, ev.name) })),
    { path: paths.programme, content: calendarFor(events, sito, ctx, `${sito.nome} ${sito.edizione} · Programma`) },
  ];
}
