// "Avvisami se cambiano" in the pocket of a build with the site's key, over a real ProgrammeSection with
// fixture data: loaded only for a visitor with saved events, and only offered where Push works.
import React from "react";
import { render, screen } from "@testing-library/react";
import { ProgrammeSection } from "../../../components/programme/programme-section";
import { programmeDaysFixture, programmeSiteFixture } from "../../../test-support/fixtures";
import { createPocketSlots } from "../../pocket/read-pocket-slots";
import { createProgrammeLocation } from "../../pocket/programme-state";
import { SAVED_EVENTS_KEY, createSavedEventsStore, createSavedStore } from "../../pocket/saved-events";
import { createSavedFactsStore } from "../../pocket/saved-facts";
import { PUSH_LINES, SUBSCRIBE_LABEL } from "../push-texts";

const firstEvent = programmeDaysFixture.flatMap((giorno) => giorno.eventi)[0];
const avviso = "Per avvisarti, un'associazione di prova conserva su un servizio di prova i dati, fino a una data di prova.";

let Pocket: typeof import("../../pocket/pocket").Pocket;
beforeAll(async () => {
  // What the build's DefinePlugin makes a constant (gatsby/on-create-webpack-config.ts), read when the module loads.
  process.env.VAPID_PUBLIC_KEY = Buffer.from(Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : i))).toString("base64url");
  ({ Pocket } = await import("../../pocket/pocket"));
});
afterAll(() => {
  delete process.env.VAPID_PUBLIC_KEY;
});
beforeEach(() => localStorage.clear());

// jsdom has no IntersectionObserver: the tools are above the view, so the controls may show at once.
class AboveTheView {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const above = { isIntersecting: false, target, boundingClientRect: { bottom: -10 } } as unknown as IntersectionObserverEntry;
    this.callback([above], this as unknown as IntersectionObserver);
  }
  disconnect() {}
}
beforeAll(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = AboveTheView;
});

function renderHome(saved: string[]) {
  localStorage.setItem(SAVED_EVENTS_KEY, JSON.stringify(saved));
  render(<ProgrammeSection sito={{ ...programmeSiteFixture, notifiche: { avviso } }} giorni={programmeDaysFixture} concerti={[]} talks={[]} />);
  render(
    <Pocket
      pageSlots={createPocketSlots()}
      saved={createSavedEventsStore(createSavedStore(localStorage))}
      facts={createSavedFactsStore(localStorage)}
      programmeLocation={createProgrammeLocation()}
    />,
  );
}

it("gives a visitor without saved events nothing of it", async () => {
  renderHome([]);
  await screen.findByRole("group", { name: "Filtri del programma" });
  expect(document.querySelector('[data-enhancement="push"]')).toBeNull();
});

it("tells a visitor with saved events on a browser without Push so, with no button", async () => {
  // jsdom has neither service workers nor the Push API.
  renderHome([firstEvent.eventId]);
  expect(await screen.findByText(PUSH_LINES.missing)).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: SUBSCRIBE_LABEL })).toBeNull();
  expect(document.querySelector("[data-notifiche]")).toHaveAttribute("data-notifiche", avviso);
});
