/**
 * @jest-environment jsdom
 */
// The live notices over the server's markup (NoticesSlot, SiteNotices, a card with its save slot and
// EventNotices), with fixture notices and a fixed clock: never the site's content.
import React from "react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NoticesSlot } from "../../../components/notice-slots/notice-slots";
import { EventNotices, NoticesProvider } from "../../../components/notices/notices";
import { SiteNotices } from "../../../components/notices/site-notices";
import { SaveSlot } from "../../../components/pocket-slots/pocket-slots";
import { externalStore } from "../../kit/external-store";
import { Toasts } from "../../kit/toasts";
import { createNoticeSlots } from "../notice-slots";
import type { CheckedNotices } from "../check-notices-file";
import { createDismissedNotices, DISMISSED_NOTICES_KEY } from "../dismissed-notices";
import { LiveNotices } from "../live-notices";
import type { NoticesFile, PublishedNotice } from "../../../components/notice-slots/notices-file";

const NOW = Date.parse("2025-09-13T20:00:00+02:00");

const view = (id: string, dal: string, al: string, extra: Partial<PublishedNotice> = {}): PublishedNotice => ({
  id,
  testo: `Testo ${id}`,
  dal,
  al,
  finestra: `finestra ${id}`,
  ...extra,
});
const onNow = view("statico", "2025-09-13T18:00:00+02:00", "2025-09-13T23:30:00+02:00", { evento: "ev1" });
const endsSoon = view("finisce", "2025-09-13T10:00:00+02:00", "2025-09-13T20:01:00+02:00");
const late: PublishedNotice = {
  id: "tardi",
  testo: "Porte aperte alle 21:00.",
  dal: "2025-09-13T19:00:00+02:00",
  al: "2025-09-14T00:00:00+02:00",
  finestra: "dalle 19:00",
  evento: "ev2",
};

function Page({ notices }: { notices: PublishedNotice[] }) {
  return (
    <NoticesProvider notices={notices}>
      <main tabIndex={-1}>
        <NoticesSlot src="/avvisi.json" programma="v1" pagina="/">
          <SiteNotices notices={notices} />
        </NoticesSlot>
        {["ev1", "ev2"].map((event) => (
          <article key={event} id={`card-${event}`}>
            <h3 id={`${event}-titolo`}>Evento {event}</h3>
            <SaveSlot event={event} title={`Evento ${event}`} data="2025-09-13" ora="21:00" luogo="Luogo" />
            <EventNotices event={event} />
          </article>
        ))}
      </main>
    </NoticesProvider>
  );
}

// jsdom has no IntersectionObserver: this one says what the test decides about each card.
let cardsInSight = true;
const observers: Array<{ callback: IntersectionObserverCallback; target?: Element }> = [];
class FakeIntersectionObserver {
  constructor(public callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observers.push({ callback: this.callback, target });
    this.callback([{ isIntersecting: cardsInSight, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
}

beforeAll(() => {
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;
});
beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ["queueMicrotask"] });
  localStorage.clear();
  cardsInSight = true;
  document.body.innerHTML = "";
});
afterEach(() => jest.useRealTimers());

// The file as the feed gives it after its check: every entry good, so every id listed.
const checked = (file: NoticesFile): CheckedNotices => ({ ...file, listed: file.avvisi.map((entry) => entry.id) });

function mount(notices: PublishedNotice[], file: NoticesFile | null) {
  render(<Page notices={notices} />);
  const feed = externalStore<CheckedNotices | null>(file && checked(file));
  const dismissed = createDismissedNotices(localStorage);
  render(
    <>
      <LiveNotices pageSlots={createNoticeSlots()} feed={feed} dismissed={dismissed} />
      <Toasts />
    </>,
  );
  return { feed: { set: (next: NoticesFile) => feed.set(checked(next)) }, dismissed };
}

const topItem = (codice: string) => document.querySelector<HTMLElement>(`[data-avvisi] [data-avviso="${codice}"]`)!;
/** Hidden by live-notices.module.scss: the element holds the mark. */
const isGone = (element: Element | null) => element?.querySelector(":scope > .gone") != null;

describe("the server's notices on an open page", () => {
  it("get a Nascondi button each, in the room their list keeps; nothing else of theirs changes", () => {
    mount([onNow], { programma: "v1", avvisi: [onNow] });
    expect(within(topItem("statico")).getByRole("button", { name: "Nascondi avviso" })).toBeTruthy();
    expect(document.querySelector("article [data-avviso] button")).toBeNull(); // none on the cards
  });

  it("step aside when they end, the whole list with the last one", () => {
    mount([endsSoon], null);
    expect(isGone(topItem("finisce"))).toBe(false);
    act(() => jest.advanceTimersByTime(60_000));
    expect(isGone(topItem("finisce"))).toBe(true);
    expect(isGone(document.querySelector("[data-avvisi]"))).toBe(true);
  });

  it("step aside when the file no longer has them", () => {
    const { feed } = mount([onNow], null);
    act(() => feed.set({ programma: "v1", avvisi: [] }));
    expect(isGone(topItem("statico"))).toBe(true);
    expect(isGone(document.querySelector('#card-ev1 [data-avviso="statico"]'))).toBe(true);
  });

  it("hidden by the visitor: gone at the top and remembered, still on the event's card; the focus stays in the page", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mount([onNow], { programma: "v1", avvisi: [onNow] });
    await user.click(within(topItem("statico")).getByRole("button", { name: "Nascondi avviso" }));
    expect(isGone(topItem("statico"))).toBe(true);
    expect(isGone(document.querySelector('#card-ev1 [data-avviso="statico"]'))).toBe(false);
    expect(JSON.parse(localStorage.getItem(DISMISSED_NOTICES_KEY)!)).toEqual(["statico"]);
    expect(document.activeElement?.tagName).toBe("MAIN");
  });
});

describe("a notice the page did not have", () => {
  it("appears in the panel at the bottom, newest first; a changed text (a new id) shows again after a hide", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { feed } = mount([], { programma: "v1", avvisi: [late] });
    const panel = screen.getByRole("region", { name: "Nuovi avvisi" });
    expect(within(panel).getByRole("listitem").textContent).toContain(late.testo);
    await user.click(within(panel).getByRole("button", { name: "Nascondi avviso" }));
    expect(screen.queryByRole("region", { name: "Nuovi avvisi" })).toBeNull();
    act(() => feed.set({ programma: "v1", avvisi: [{ ...late, id: "tardi2", testo: "Porte aperte alle 21:30." }] }));
    expect(screen.getByRole("region", { name: "Nuovi avvisi" }).textContent).toContain("Porte aperte alle 21:30.");
  });

  it("not yet open, or of another page, is not shown", () => {
    mount([], {
      programma: "v1",
      avvisi: [
        { ...late, dal: "2025-09-13T21:00:00+02:00" },
        { ...late, id: "talks", pagina: "/talks/" },
      ],
    });
    expect(screen.queryByRole("region", { name: "Nuovi avvisi" })).toBeNull();
  });

  it("joins its event's card only once the card is out of sight", () => {
    mount([], { programma: "v1", avvisi: [late] });
    const onCard = () => document.querySelector("#card-ev2 [data-enhancement='notices']")?.textContent ?? null;
    expect(onCard()).toBeNull();
    const { callback, target } = observers.at(-1)!;
    act(() => callback([{ isIntersecting: false, target } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(onCard()).toContain(late.testo);
  });
});

describe("another programme in the file", () => {
  it("offers the new version of the site, once", () => {
    const { feed } = mount([], { programma: "v1", avvisi: [] });
    expect(screen.queryByText("Nuova versione del sito")).toBeNull();
    act(() => feed.set({ programma: "v2", avvisi: [] }));
    act(() => feed.set({ programma: "v3", avvisi: [] }));
    expect(screen.getAllByText("Nuova versione del sito")).toHaveLength(1);
    expect(window.___swUpdated).toBe(true);
  });
});
