/**
 * The visitor's pocket programme (issue 28, items 1-3), added to the React-rendered pages once
 * they are hydrated:
 *
 * - a "Salva" toggle on every programme, concert and talk card of the current edition (the cards
 *   with a calendar file: archived editions have none), saved in localStorage by event slug;
 * - on the home programme, in the box the page keeps for them: filters by type and venue, "solo i
 *   miei", a shared list (?miei=…), one calendar file of my events and the link to share them;
 * - "In corso" / "Tra poco" on the programme's cards and "Oggi" on today's column.
 *
 * The cards are plain server-rendered markup that React never re-renders (static props), so the
 * controls are added beside React's nodes with the DOM, and filtering only toggles a class.
 * Nothing is added without JavaScript, and nothing moves: the toggle and the markers are placed
 * over the card, and the tools fill a box of reserved height.
 */
import { PROGRAMME_TOOLS_ID } from "../../components/site-header/nav-items";
import { calendarPathOf } from "../../utils/event-ids";
import { joinCalendars } from "./join-calendars";
import { MOMENT_LABELS, TODAY_LABEL, momentAt, romeDate, untilNextMinute } from "./now-next";
import {
  EVERYTHING,
  isEverything,
  isShown,
  optionsOf,
  parseProgrammeState,
  programmeHref,
  shareHref,
  type ProgrammeState,
} from "./programme-state";
import { SAVED_EVENTS_KEY, createSavedStore, forgetMissing, toggleSlug, type SavedStore } from "./saved-events";
import {
  action as actionClass,
  actions as actionsClass,
  chip as chipClass,
  compact as compactClass,
  count as countClass,
  emptyDay as emptyDayClass,
  field as fieldClass,
  filters as filtersClass,
  hidden as hiddenClass,
  label as labelClass,
  live as liveClass,
  moment as momentClass,
  note as noteClass,
  off as offClass,
  plain as plainClass,
  save as saveClass,
  status as statusClass,
  today as todayClass,
  tools as toolsClass,
} from "./pocket.module.scss";

type Kind = "programma" | "concerto" | "talk";

interface Card {
  el: HTMLElement;
  slug: string;
  title: string;
  kind: Kind;
  button: HTMLButtonElement;
}

interface ProgrammeCard extends Card {
  tipo: string;
  luogo: string;
  start: number;
  end: number;
  marker: HTMLElement;
}

interface Programme {
  section: HTMLElement;
  cards: ProgrammeCard[];
  days: { el: HTMLElement; date: string; heading: HTMLElement; cards: ProgrammeCard[]; empty: HTMLElement; today: HTMLElement }[];
  tipo: HTMLSelectElement;
  luogo: HTMLSelectElement;
  mine: HTMLButtonElement;
  count: HTMLElement;
  note: HTMLElement;
  actions: HTMLElement;
  shared: HTMLElement;
  sharedText: HTMLElement;
  calendarName: string;
}

let store: SavedStore;
let saved: string[] = [];
let cards: Card[] = [];
let programme: Programme | null = null;
let state: ProgrammeState = EVERYTHING;
let timer: ReturnType<typeof setTimeout> | undefined;

/** A small element factory: properties, then children. */
function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = Object.assign(document.createElement(tag), props);
  el.append(...children);
  return el;
}

function star(): SVGSVGElement {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("aria-hidden", "true");
  const path = document.createElementNS(svg.namespaceURI, "path");
  path.setAttribute("d", "M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z");
  svg.append(path);
  return svg;
}

/**
 * Marks what this script adds to the server-rendered page (data-enhancement), so that a comparison
 * with the page as it is without JavaScript (tests/browser/delivery/no-javascript.test.ts) can set
 * it aside.
 */
function added<T extends HTMLElement>(el: T): T {
  el.dataset.enhancement = "pocket";
  return el;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

// ---------------------------------------------------------------------------------------------
// Cards and their toggles

const CARD_ID = /^(programma|concerto|talk)-(.+)$/;

function findCards(): Card[] {
  const found: Card[] = [];
  for (const el of document.querySelectorAll<HTMLElement>("main article[id]")) {
    const match = CARD_ID.exec(el.id);
    // Only the current edition's cards have a calendar file; an archived edition's have none.
    if (!match || !el.querySelector('a[href^="/calendario/"]')) continue;
    const existing = cards.find((card) => card.el === el);
    if (existing) {
      found.push(existing);
      continue;
    }
    const [, kind, slug] = match as unknown as [string, Kind, string];
    const heading = document.getElementById(`${el.id}-titolo`);
    const title = heading?.textContent?.trim() ?? "";
    const button = h(
      "button",
      { type: "button", className: kind === "programma" ? `${saveClass} ${compactClass}` : saveClass },
      star(),
      h("span", { className: labelClass }, "Salva"),
      h("span", { className: hiddenClass }, ` nel mio programma: ${title}`),
    );
    button.addEventListener("click", () => setSaved(toggleSlug(saved, slug)));
    // After the title, so it is read and reached right after it; placed in the card's corner.
    (heading ?? el).after(added(button));
    found.push({ el, slug, title, kind: kind as Kind, button });
  }
  return found;
}

function setSaved(next: string[]): void {
  saved = next;
  store.write(saved);
  render();
}

function render(): void {
  const mine = new Set(saved);
  for (const card of cards) card.button.setAttribute("aria-pressed", String(mine.has(card.slug)));
  if (programme) renderProgramme(programme, mine);
}

// ---------------------------------------------------------------------------------------------
// The home programme: filters, "solo i miei", shared links, my calendar

function buildProgramme(slot: HTMLElement, all: Card[]): Programme | null {
  const section = slot.closest("section");
  if (!section) return null;
  const programmeCards: ProgrammeCard[] = [];
  for (const card of all) {
    if (card.kind !== "programma" || !section.contains(card.el)) continue;
    const meta = card.el.querySelector("p");
    const start = Date.parse(card.el.querySelector("time")?.dateTime ?? "");
    const end = Date.parse(card.el.dataset.fine ?? "");
    const marker = h("span", { className: `${momentClass} ${offClass}` });
    meta?.append(added(marker));
    programmeCards.push({ ...card, tipo: card.el.dataset.tipo ?? "", luogo: card.el.dataset.luogo ?? "", start, end, marker });
  }

  const days: Programme["days"] = [];
  for (const day of section.querySelectorAll<HTMLElement>('section[aria-labelledby^="giorno-"]')) {
    const heading = document.getElementById(day.getAttribute("aria-labelledby") ?? "");
    if (!heading) continue;
    const dayCards = programmeCards.filter((card) => day.contains(card.el));
    const empty = h("p", { className: `${emptyDayClass} ${offClass}` });
    if (dayCards.length > 0) day.append(added(empty));
    const today = h("span", { className: `${todayClass} ${offClass}` }, TODAY_LABEL);
    heading.append(added(today));
    days.push({ el: day, date: heading.id.slice("giorno-".length), heading, cards: dayCards, empty, today });
  }

  const select = (label: string, all: string, field: "tipo" | "luogo") => {
    const control = h("select", {}, h("option", { value: "" }, all));
    for (const { value, label: text } of optionsOf(programmeCards, field)) control.append(h("option", { value }, text));
    control.addEventListener("change", () => navigate({ ...state, [field]: control.value || null }));
    return { control, field: h("label", { className: fieldClass }, label, control) };
  };
  const tipo = select("Tipo", "Tutti i tipi", "tipo");
  const luogo = select("Luogo", "Tutti i luoghi", "luogo");
  const mine = h("button", { type: "button", className: chipClass }, star(), "Solo i miei");
  mine.addEventListener("click", () => navigate({ ...state, soloMiei: state.condivisi ? true : !state.soloMiei, condivisi: null }));
  const reset = h("button", { type: "button", className: `${chipClass} ${plainClass}` }, "Mostra tutto");
  reset.addEventListener("click", () => navigate(EVERYTHING));

  const count = h("p", { className: countClass });
  count.tabIndex = -1;
  count.setAttribute("role", "status");
  count.setAttribute("aria-live", "polite");
  const note = h("p", { className: noteClass });
  note.setAttribute("aria-live", "polite");

  const action = (text: string, run: () => void) => {
    const button = h("button", { type: "button", className: actionClass }, text);
    button.addEventListener("click", run);
    return button;
  };
  const actions = h(
    "div",
    { className: actionsClass },
    action("Aggiungi i miei eventi al calendario", () => void downloadMine()),
    action("Copia il link dei miei eventi", () => void copyMyLink()),
  );
  const sharedText = h("span");
  const shared = h(
    "div",
    { className: actionsClass },
    sharedText,
    action("Salva questi eventi nel mio programma", () => saveShared()),
  );

  const filters = h("div", { className: filtersClass }, tipo.field, luogo.field, mine, reset);
  filters.setAttribute("role", "group");
  filters.setAttribute("aria-label", "Filtri del programma");
  slot.replaceChildren(added(h("div", { className: toolsClass }, filters, h("div", { className: statusClass }, count, actions, shared, note))));

  // The whole-programme calendar's name gives this file's: connessioni-2025 → connessioni-2025-miei-eventi.ics.
  const programmeCalendar = section.querySelector<HTMLAnchorElement>('a[download][href^="/calendario/"]');
  const calendarName = `${(programmeCalendar?.pathname.split("/").pop() ?? "programma.ics").replace(/\.ics$/, "")}-miei-eventi.ics`;

  return { section, cards: programmeCards, days, tipo: tipo.control, luogo: luogo.control, mine, count, note, actions, shared, sharedText, calendarName };
}

function renderProgramme(p: Programme, mine: Set<string>): void {
  // A type or venue no longer in the programme (an old shared address) selects nothing: all are shown.
  p.tipo.value = state.tipo ?? "";
  p.luogo.value = state.luogo ?? "";
  const view = { ...state, tipo: p.tipo.value || null, luogo: p.luogo.value || null };
  p.mine.setAttribute("aria-pressed", String(state.soloMiei && !state.condivisi));

  let shown = 0;
  for (const day of p.days) {
    let dayShown = 0;
    for (const card of day.cards) {
      const visible = isShown(card, view, mine);
      card.el.classList.toggle(offClass, !visible);
      if (visible) dayShown++;
    }
    shown += dayShown;
    day.empty.textContent = state.soloMiei && !state.condivisi ? "Nessun evento salvato in questo giorno." : "Nessun evento in questo giorno.";
    day.empty.classList.toggle(offClass, dayShown > 0 || day.cards.length === 0);
  }

  const total = p.cards.length;
  const known = p.cards.filter((card) => mine.has(card.slug)).length;
  let text: string;
  if (state.soloMiei && !state.condivisi && known === 0) {
    text = "Nessun evento salvato: premi «Salva» su un evento per averlo qui.";
  } else if (shown === 0) {
    text = "Nessun evento con questa scelta: premi «Mostra tutto».";
  } else {
    text = isEverything(view) ? `${plural(total, "evento", "eventi")} in programma` : `${plural(shown, "evento", "eventi")} su ${total}`;
  }
  if (p.count.textContent !== text) p.count.textContent = text;
  // A card just hidden (unsaved under "solo i miei") took the focus with it: keep it in the programme.
  const focused = document.activeElement as HTMLElement | null;
  if (focused && p.section.contains(focused) && focused.offsetParent === null) p.count.focus();

  const sharing = state.condivisi !== null;
  p.actions.classList.toggle(offClass, sharing);
  p.shared.classList.toggle(offClass, !sharing);
  if (sharing) {
    const count = p.cards.filter((card) => state.condivisi!.includes(card.slug)).length;
    p.sharedText.textContent = `Un link condiviso ti mostra ${plural(count, "evento", "eventi")}.`;
  }
}

/** A new view of the programme: a new history entry, so the back button returns to the last one. */
function navigate(next: ProgrammeState): void {
  state = next;
  history.pushState(history.state, "", programmeHref(location.pathname, state));
  if (programme) programme.note.textContent = "";
  render();
}

function savedInProgramme(p: Programme): ProgrammeCard[] {
  const mine = new Set(saved);
  return p.cards.filter((card) => mine.has(card.slug));
}

const NOTHING_SAVED = "Non hai ancora salvato eventi: premi «Salva» su quelli che ti interessano.";

/** The saved events of the programme, or null after telling the visitor how to save some. */
function savedOrExplain(p: Programme): ProgrammeCard[] | null {
  const mine = savedInProgramme(p);
  if (mine.length > 0) return mine;
  p.note.textContent = NOTHING_SAVED;
  return null;
}

async function downloadMine(): Promise<void> {
  const p = programme;
  if (!p) return;
  const mine = savedOrExplain(p);
  if (!mine) return;
  try {
    const files = await Promise.all(
      mine.map(async (card) => {
        const response = await fetch(calendarPathOf(card.slug));
        if (!response.ok) throw new Error(`${response.status}`);
        return response.text();
      }),
    );
    const url = URL.createObjectURL(new Blob([joinCalendars(files)], { type: "text/calendar;charset=utf-8" }));
    h("a", { href: url, download: p.calendarName }).click();
    // The download has started from the object URL; it may go once the browser has read it.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    p.note.textContent = `Scaricato un file con ${plural(mine.length, "evento", "eventi")}: aprilo per aggiungerli al tuo calendario.`;
  } catch {
    p.note.textContent = "Non è stato possibile preparare il file: controlla la connessione e riprova.";
  }
}

async function copyMyLink(): Promise<void> {
  const p = programme;
  if (!p) return;
  const mine = savedOrExplain(p);
  if (!mine) return;
  const link = new URL(shareHref(location.pathname, mine.map((card) => card.slug)), location.href).href;
  try {
    await navigator.clipboard.writeText(link);
    p.note.textContent = `Link copiato (${plural(mine.length, "evento", "eventi")}): incollalo in un messaggio per condividerlo.`;
  } catch {
    // No clipboard (an old browser, a denied permission): show the link to copy by hand.
    p.note.replaceChildren("Ecco il link dei tuoi eventi: ", h("a", { href: link }, link));
  }
}

function saveShared(): void {
  const p = programme;
  if (!p || !state.condivisi) return;
  const slugs = p.cards.map((card) => card.slug).filter((slug) => state.condivisi!.includes(slug));
  setSaved([...saved, ...slugs.filter((slug) => !saved.includes(slug))]);
  p.note.textContent = `Salvati nel tuo programma: ${plural(slugs.length, "evento", "eventi")}.`;
}

// ---------------------------------------------------------------------------------------------
// Now and next

function tick(): void {
  clearTimeout(timer);
  if (!programme) return;
  const now = Date.now();
  const today = romeDate(now);
  for (const card of programme.cards) {
    const moment = Number.isNaN(card.start) || Number.isNaN(card.end) ? null : momentAt(now, card.start, card.end);
    card.marker.classList.toggle(offClass, !moment);
    card.marker.classList.toggle(liveClass, moment === "in-corso");
    card.marker.textContent = moment ? MOMENT_LABELS[moment] : "";
  }
  for (const day of programme.days) day.today.classList.toggle(offClass, day.date !== today);
  timer = setTimeout(tick, untilNextMinute(now));
}

// ---------------------------------------------------------------------------------------------
// Start and page changes

function enhance(): void {
  cards = findCards();
  const slot = document.getElementById(PROGRAMME_TOOLS_ID);
  if (!slot) programme = null;
  else if (!programme || programme.section !== slot.closest("section")) {
    programme = buildProgramme(slot, cards);
    if (programme) {
      // The home programme lists every event of the edition: anything else saved is gone.
      const kept = forgetMissing(saved, new Set(programme.cards.map((card) => card.slug)));
      if (kept.length !== saved.length) setSaved(kept);
    }
  }
  state = parseProgrammeState(location.search);
  render();
  tick();
  // Tells tests (and the curious) that the page's controls are in place.
  document.documentElement.dataset.pocket = "ready";
}

export function startPocket(): void {
  store = createSavedStore();
  saved = store.read();
  // Another tab saved or removed an event.
  window.addEventListener("storage", (event) => {
    if (event.key !== SAVED_EVENTS_KEY && event.key !== null) return;
    saved = store.read();
    render();
  });
  window.addEventListener("popstate", () => {
    state = parseProgrammeState(location.search);
    render();
  });
  // Timers sleep in a hidden tab: catch up when it shows again.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") tick();
  });
  enhance();
}

export function pocketRouteUpdated(_pathname: string): void {
  enhance();
}
