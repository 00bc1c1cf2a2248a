// The visitor's programme as React components mounted into the cards' slots: rendered over a real
// ProgrammeSection (the server markup's contract) with fixture data, never the site's content.
import fs from "node:fs";
import path from "node:path";
import React from "react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ProgrammeSection } from "../../../components/programme/programme-section";
import { programmeDaysFixture, programmeEventFixture, programmeSiteFixture } from "../../../test-support/fixtures";
import { walkingMinutes, walkingWords } from "../../../venues/walking-time";
import { Pocket } from "../pocket";
import { toasts as toastQueue } from "../../kit/toasts";
import { createPocketSlots, readPocketSlots } from "../read-pocket-slots";
import { createProgrammeLocation } from "../programme-state";
import { SAVED_EVENTS_KEY, createSavedEventsStore, createSavedStore } from "../saved-events";
import { SAVED_FACTS_KEY, createSavedFactsStore } from "../saved-facts";
import { SAVED_CHANGE_LEAD } from "../../../events/change-words";

const events = programmeDaysFixture.flatMap((giorno) => giorno.eventi);
const byTitle = (titolo: string) => events.find((evento) => evento.titolo === titolo)!;

function renderPage() {
  return render(<ProgrammeSection sito={programmeSiteFixture} giorni={programmeDaysFixture} concerti={[]} talks={[]} />);
}

/** Mounts the pocket as mount-features.tsx does, over the page on screen, and waits for the home programme's chunk where the page has its tools. */
async function mountPocket() {
  const pageSlots = createPocketSlots();
  const programmeLocation = createProgrammeLocation();
  const saved = createSavedEventsStore(createSavedStore(localStorage));
  const facts = createSavedFactsStore(localStorage);
  const pocket = render(<Pocket pageSlots={pageSlots} saved={saved} facts={facts} programmeLocation={programmeLocation} />);
  if (pageSlots.getSnapshot().tools) await screen.findByRole("group", { name: "Filtri del programma" });
  return { pageSlots, programmeLocation, saved, facts, pocket };
}

const card = (titolo: string) => document.getElementById(`programma-${byTitle(titolo).eventId}`)!;
/** Whether the filters leave a card out (pocket.module.scss hides an article holding this mark). */
const filteredOut = (titolo: string) => card(titolo).querySelector(".filteredOut") !== null;
const count = () => within(document.getElementById("programma")!).getByRole("status");

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, "", "/");
  delete document.documentElement.dataset.pocket;
});

describe("the pocket's slots", () => {
  it("are empty in the server markup, one per card feature, and read back into their typed props", async () => {
    renderPage();
    const slots = readPocketSlots();
    expect(slots.save.map((slot) => slot.props.event)).toEqual(slots.events.map((slot) => slot.props.event));
    expect(slots.save).toHaveLength(events.length);
    const concert = byTitle("Concerto del venerdì");
    expect(slots.save.find((slot) => slot.props.event === concert.eventId)?.props).toMatchObject({
      data: concert.inizio.slice(0, 10),
      ora: concert.ora,
      luogo: concert.luogo,
      // The card's title, given by the server so the pocket never reads the card's markup.
      title: concert.titolo,
    });
    expect(slots.today.map((slot) => slot.props.date)).toEqual(programmeDaysFixture.map((giorno) => giorno.data));
    // An empty-day line only for days that have events: the others already say what is coming.
    expect(slots.dayEmpty.map((slot) => slot.props.date)).toEqual(programmeDaysFixture.filter((g) => g.eventi.length > 0).map((g) => g.data));
    expect(slots.tools?.props.calendar).toBe(programmeSiteFixture.calendarioProgramma);
    const talk = byTitle("Talk del mattino");
    expect(slots.events.find((slot) => slot.props.event === talk.eventId)?.props).toEqual({
      event: talk.eventId,
      tipo: talk.tipo,
      luogo: talk.luogo,
      inizio: talk.inizio,
      fine: talk.fineIso,
    });
    for (const slot of document.querySelectorAll("[data-pocket]")) if (slot.id !== "programma-strumenti") expect(slot).toBeEmptyDOMElement();
  });

  it("everything the pocket adds lives inside a slot: the cards' own markup is untouched", async () => {
    renderPage();
    const before = [...document.querySelectorAll("article")].map((article) => article.cloneNode(true) as HTMLElement);
    await mountPocket();
    expect(document.documentElement.dataset.pocket).toBe("ready");
    for (const added of document.querySelectorAll("[data-enhancement]")) expect(added.parentElement!.closest("[data-pocket]")).not.toBeNull();
    const after = [...document.querySelectorAll("article")].map((article) => {
      const copy = article.cloneNode(true) as HTMLElement;
      copy.querySelectorAll("[data-enhancement]").forEach((added) => added.remove());
      return copy.outerHTML;
    });
    expect(after).toEqual(before.map((article) => article.outerHTML));
  });
});

describe("the pocket on the home programme", () => {
  it("saves an event from its card's star, named after the card's title, in localStorage", async () => {
    renderPage();
    await mountPocket();
    const user = userEvent.setup({ delay: null });
    const toggle = within(card("CIAK SIPARIO")).getByRole("button", { name: "Salva nel mio programma: CIAK SIPARIO" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(JSON.parse(localStorage.getItem(SAVED_EVENTS_KEY)!)).toEqual([byTitle("CIAK SIPARIO").eventId]);
  });

  it("follows another tab's saves through the storage event", async () => {
    renderPage();
    await mountPocket();
    const id = byTitle("Talk del mattino").eventId;
    act(() => {
      localStorage.setItem(SAVED_EVENTS_KEY, JSON.stringify([id]));
      window.dispatchEvent(new StorageEvent("storage", { key: SAVED_EVENTS_KEY }));
    });
    expect(within(card("Talk del mattino")).getByRole("button", { name: /^Salva/ })).toHaveAttribute("aria-pressed", "true");
  });

  it("filters by type from the address and the select, and says how many are shown", async () => {
    history.replaceState(null, "", "/?tipo=talk#programma");
    renderPage();
    const { programmeLocation } = await mountPocket();
    expect(screen.getByLabelText("Tipo")).toHaveValue("talk");
    expect(count()).toHaveTextContent(`1 evento su ${events.length}`);
    expect(filteredOut("Talk del mattino")).toBe(false);
    expect(filteredOut("CIAK SIPARIO")).toBe(true);

    const user = userEvent.setup({ delay: null });
    await user.selectOptions(screen.getByLabelText("Luogo"), "Teatro Toselli");
    expect(location.search).toBe("?tipo=talk&luogo=teatro-toselli");
    expect(count()).toHaveTextContent("Nessun evento con questa scelta: premi «Mostra tutto».");
    // A day whose every event is left out says so; the others keep their cards.
    expect(screen.getAllByText("Nessun evento in questo giorno.")).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Mostra tutto" }));
    expect(count()).toHaveTextContent(`${events.length} eventi in programma`);
    expect(events.some((evento) => filteredOut(evento.titolo))).toBe(false);

    // Back: the previous view comes back from the address.
    act(() => {
      history.back();
    });
    await act(() => new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true })));
    expect(programmeLocation.getSnapshot().luogo).toBe("teatro-toselli");
  });

  it("a type the programme no longer has (an old shared address) selects nothing: all are shown", async () => {
    history.replaceState(null, "", "/?tipo=laboratorio#programma");
    renderPage();
    await mountPocket();
    expect(screen.getByLabelText("Tipo")).toHaveValue("");
    expect(count()).toHaveTextContent(`${events.length} eventi in programma`);
  });

  it("'Solo i miei' shows the saved events, and a shared link shows its own and offers to save them", async () => {
    renderPage();
    await mountPocket();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Solo i miei" }));
    expect(count()).toHaveTextContent("Nessun evento salvato: premi «Salva» su un evento per averlo qui.");
    await user.click(within(card("Talk del mattino")).getByRole("button", { name: /^Salva/ }));
    expect(count()).toHaveTextContent(`1 evento su ${events.length}`);
    expect(filteredOut("Concerto del venerdì")).toBe(true);
    expect(screen.getByText("Nessun evento salvato in questo giorno.")).toBeInTheDocument();

    const shared = [byTitle("CIAK SIPARIO").eventId, "evento-che-non-esiste"];
    act(() => {
      history.pushState(null, "", `/?miei=${shared.join(",")}#programma`);
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(screen.getByText("Un link condiviso ti mostra 1 evento.")).toBeInTheDocument();
    expect(filteredOut("CIAK SIPARIO")).toBe(false);
    expect(filteredOut("Talk del mattino")).toBe(true);
    await user.click(screen.getByRole("button", { name: "Salva questi eventi nel mio programma" }));
    expect(screen.getByText("Salvati nel tuo programma: 1 evento.")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SAVED_EVENTS_KEY)!)).toEqual([byTitle("Talk del mattino").eventId, byTitle("CIAK SIPARIO").eventId]);
  });

  it("asks to save something first when there is nothing to put in a calendar or a link", async () => {
    renderPage();
    await mountPocket();
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Copia il link dei miei eventi" }));
    expect(screen.getByText("Non hai ancora salvato eventi: premi «Salva» su quelli che ti interessano.")).toBeInTheDocument();
  });

  it("forgets saved events that the programme no longer has", async () => {
    localStorage.setItem(SAVED_EVENTS_KEY, JSON.stringify(["evento-passato", byTitle("CIAK SIPARIO").eventId]));
    renderPage();
    await mountPocket();
    expect(JSON.parse(localStorage.getItem(SAVED_EVENTS_KEY)!)).toEqual([byTitle("CIAK SIPARIO").eventId]);
  });
});

describe("now and next", () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it("'Tra poco', then 'In corso' at the start, and 'Oggi' on Rome's day, following the minute clock", async () => {
    const concert = byTitle("Concerto del venerdì");
    const start = Date.parse(concert.inizio);
    jest.useFakeTimers({ now: start - 30 * 60_000 });
    renderPage();
    await mountPocket();
    expect(within(card("Concerto del venerdì")).getByText("Tra poco")).toBeInTheDocument();
    const friday = screen.getByRole("heading", { level: 3, name: /^Venerdì 12/ });
    expect(within(friday).getByText("Oggi")).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(30 * 60_000);
    });
    expect(within(card("Concerto del venerdì")).getByText("In corso")).toBeInTheDocument();
    expect(within(card("Concerto del venerdì")).queryByText("Tra poco")).toBeNull();
  });
});

describe("a page change", () => {
  it("moves the controls to the new page's slots", async () => {
    const page = renderPage();
    const { pageSlots } = await mountPocket();
    page.unmount();
    const next = render(<ProgrammeSection sito={programmeSiteFixture} giorni={programmeDaysFixture.slice(2)} concerti={[]} talks={[]} />);
    act(() => pageSlots.reread());
    expect(within(next.container).getAllByRole("button", { name: /^Salva nel mio programma/ })).toHaveLength(programmeDaysFixture[2].eventi.length);
  });
});

describe("a saved event that changed since it was saved", () => {
  const concert = byTitle("Concerto del venerdì");
  const savedAs = (facts: object, extra: object = {}) => {
    localStorage.setItem(SAVED_EVENTS_KEY, JSON.stringify([concert.eventId]));
    localStorage.setItem(SAVED_FACTS_KEY, JSON.stringify({ [concert.eventId]: { salvato: facts, ...extra } }));
  };
  const friday = { data: concert.inizio.slice(0, 10), ora: concert.ora, luogo: concert.luogo };
  let toasts: jest.SpyInstance;
  beforeEach(() => {
    toasts = jest.spyOn(toastQueue, "show").mockImplementation(() => 0);
  });
  const toastText = () => toasts.mock.calls.map(([toast]) => (toast as { message: string }).message).join(" ");

  afterEach(() => {
    toasts.mockRestore();
  });

  it("says on its card what it was, once announces it in a toast, and forgets it once seen", async () => {
    savedAs({ ...friday, ora: "20:00", luogo: "Altrove" });
    renderPage();
    await mountPocket();
    const note = within(card("Concerto del venerdì")).getByText(`${SAVED_CHANGE_LEAD} era alle 20:00 · prima: Altrove`);
    expect(note).toBeInTheDocument();
    // It names the facts it speaks of: the card's own notes of them step aside (pocket.module.scss).
    expect(note.closest("[data-cambi]")?.getAttribute("data-cambi")).toBe("ora luogo");
    expect(toastText()).toContain("Uno dei tuoi eventi è cambiato");
    expect(JSON.parse(localStorage.getItem(SAVED_FACTS_KEY)!)[concert.eventId].annunciato).toBe([friday.data, friday.ora, friday.luogo, ""].join("|"));

    await userEvent
      .setup({ delay: null })
      .click(within(card("Concerto del venerdì")).getByRole("button", { name: "Ho visto il cambiamento di Concerto del venerdì" }));
    expect(within(card("Concerto del venerdì")).queryByText(/l'hai salvato/)).toBeNull();
    expect(JSON.parse(localStorage.getItem(SAVED_FACTS_KEY)!)[concert.eventId].salvato).toEqual(friday);
  });

  it("replaces the card's published note of the same fact, so each change is said once", async () => {
    // The build's note says what the concert was when first published; the visitor saved it later, at another time.
    const giorni = programmeDaysFixture.map((giorno) => ({
      ...giorno,
      eventi: giorno.eventi.map((evento) =>
        evento.eventId === concert.eventId ? { ...evento, variazioni: { inizio: "era alle 20:00", luogo: null } } : evento,
      ),
    }));
    savedAs({ ...friday, ora: "19:00" });
    render(<ProgrammeSection sito={programmeSiteFixture} giorni={giorni} concerti={[]} talks={[]} />);
    await mountPocket();
    const article = card("Concerto del venerdì");
    expect(within(article).getByText(`${SAVED_CHANGE_LEAD} era alle 19:00`).closest("[data-cambi]")).toHaveAttribute("data-cambi", "ora");
    // The published note names its facts, and the pocket's stylesheet hides it in a card whose saved note names one of them.
    expect(within(article).getByText("era alle 20:00").closest("[data-variazione]")).toHaveAttribute("data-variazione", "data ora");
    expect(article.matches(':has([data-cambi~="ora"])')).toBe(true);
    const stylesheet = fs.readFileSync(path.join(__dirname, "../pocket.module.scss"), "utf8");
    expect(stylesheet).toContain(':global(article):has([data-cambi~="ora"]) :global([data-variazione~="ora"])');
  });

  it("a venue renamed since (its former name in data/luoghi.json's nomiPrecedenti) is no change: no note, no toast", async () => {
    const formerName = `${concert.luogo} (nome di prima)`;
    const giorni = programmeDaysFixture.map((giorno) => ({
      ...giorno,
      eventi: giorno.eventi.map((evento) => (evento.eventId === concert.eventId ? { ...evento, nomiPrecedentiLuogo: JSON.stringify([formerName]) } : evento)),
    }));
    savedAs({ ...friday, luogo: formerName });
    render(<ProgrammeSection sito={programmeSiteFixture} giorni={giorni} concerti={[]} talks={[]} />);
    await mountPocket();
    expect(within(card("Concerto del venerdì")).queryByText(/l'hai salvato/)).toBeNull();
    expect(toastText()).not.toContain("cambiat");
  });

  it("a move to another venue is still told when the new venue has former names", async () => {
    const giorni = programmeDaysFixture.map((giorno) => ({
      ...giorno,
      eventi: giorno.eventi.map((evento) =>
        evento.eventId === concert.eventId ? { ...evento, nomiPrecedentiLuogo: JSON.stringify(["Un altro nome"]) } : evento,
      ),
    }));
    savedAs({ ...friday, luogo: "Altrove" });
    render(<ProgrammeSection sito={programmeSiteFixture} giorni={giorni} concerti={[]} talks={[]} />);
    await mountPocket();
    expect(within(card("Concerto del venerdì")).getByText(`${SAVED_CHANGE_LEAD} prima: Altrove`)).toBeInTheDocument();
  });

  it("is not announced again once the toast told of it", async () => {
    savedAs({ ...friday, ora: "20:00" }, { annunciato: [friday.data, friday.ora, friday.luogo, ""].join("|") });
    renderPage();
    await mountPocket();
    expect(within(card("Concerto del venerdì")).getByText(`${SAVED_CHANGE_LEAD} era alle 20:00`)).toBeInTheDocument();
    expect(toastText()).not.toContain("cambiat");
  });

  it("saving it again takes today's facts as the saved ones", async () => {
    savedAs({ ...friday, ora: "20:00" });
    renderPage();
    await mountPocket();
    const user = userEvent.setup({ delay: null });
    const star = within(card("Concerto del venerdì")).getByRole("button", { name: /^Salva/ });
    await user.click(star);
    await user.click(star);
    expect(within(card("Concerto del venerdì")).queryByText(/l'hai salvato/)).toBeNull();
    expect(JSON.parse(localStorage.getItem(SAVED_FACTS_KEY)!)[concert.eventId].salvato).toEqual(friday);
  });

  it("an event saved before its facts were kept takes today's as the baseline, with nothing to announce", async () => {
    localStorage.setItem(SAVED_EVENTS_KEY, JSON.stringify([concert.eventId]));
    renderPage();
    await mountPocket();
    expect(JSON.parse(localStorage.getItem(SAVED_FACTS_KEY)!)[concert.eventId].salvato).toEqual(friday);
    expect(within(card("Concerto del venerdì")).queryByText(/l'hai salvato/)).toBeNull();
  });
});

describe("keys from before events had ids", () => {
  const talk = byTitle("Talk del mattino");
  const oldKey = "2025-09-12-1030-cinema-monviso";
  let fetched: string[];

  beforeEach(() => {
    fetched = [];
    global.fetch = jest.fn(async (url: RequestInfo | URL) => {
      fetched.push(String(url));
      return { ok: true, json: async () => ({ [oldKey]: talk.eventId }) } as Response;
    }) as typeof fetch;
  });

  it("a saved list keeps its events under their ids, and forgets old keys the table does not know", async () => {
    localStorage.setItem(SAVED_EVENTS_KEY, JSON.stringify([oldKey, "1999-01-01-1000-luogo-chiuso"]));
    renderPage();
    await mountPocket();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(fetched).toEqual(["/eventi/precedenti.json"]);
    expect(JSON.parse(localStorage.getItem(SAVED_EVENTS_KEY)!)).toEqual([talk.eventId]);
    expect(within(card("Talk del mattino")).getByRole("button", { name: /^Salva/ })).toHaveAttribute("aria-pressed", "true");
  });

  it("a shared link shows its events, and its address names them by id", async () => {
    history.replaceState(null, "", `/?miei=${oldKey}#programma`);
    renderPage();
    await mountPocket();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(location.search).toBe(`?miei=${talk.eventId}`);
    expect(screen.getByText("Un link condiviso ti mostra 1 evento.")).toBeInTheDocument();
    expect(filteredOut("Talk del mattino")).toBe(false);
  });

  it("a list that cannot be translated now (offline) is kept as it is", async () => {
    global.fetch = jest.fn(async () => Promise.reject(new TypeError("offline"))) as typeof fetch;
    localStorage.setItem(SAVED_EVENTS_KEY, JSON.stringify([oldKey]));
    renderPage();
    await mountPocket();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(JSON.parse(localStorage.getItem(SAVED_EVENTS_KEY)!)).toEqual([oldKey]);
  });
});

describe("an address that points at a card by its old key", () => {
  it("goes to the card of the event it became", async () => {
    const talk = byTitle("Talk del mattino");
    global.fetch = jest.fn(async () => ({ ok: true, json: async () => ({ "2025-09-12-1030-cinema-monviso": talk.eventId }) }) as Response) as typeof fetch;
    history.replaceState(null, "", "/#programma-2025-09-12-1030-cinema-monviso");
    renderPage();
    await mountPocket();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(location.hash).toBe(`#programma-${talk.eventId}`);
  });
});

describe("the access filters and the plan's warnings (issue 48)", () => {
  // Fixture events with every state the filters and warnings read: a venue with a ramp and coordinates
  // (a talk with LIS, free, with its end), an unchecked venue with coordinates about a kilometre away
  // (a workshop for families ten minutes after the talk ends, and the evening concert), and a venue with
  // steps and no coordinates (a show starting with the workshop).
  const ramp = { lat: 44.39, lon: 7.54 };
  const far = { lat: 44.4, lon: 7.545 };
  const friday = "2031-09-30";
  const at = (ora: string, tipo: string, luogo: string, titolo: string, extra: Partial<Queries.ProgrammeEventFragment>) => ({
    ...programmeEventFixture(ora, tipo, luogo, titolo, friday),
    ...extra,
  });
  const talk = at("10:30", "Talk", "Sala Rampa", "Talk con LIS", {
    fine: "11:30",
    fineIso: `${friday}T11:30:00+02:00`,
    filtri: "senza-gradini lis gratuito",
    coordinateLuogo: `${ramp.lat},${ramp.lon}`,
  });
  const workshop = at("11:40", "Laboratorio", "Circolo", "Laboratorio per famiglie", {
    filtri: "da-verificare famiglie",
    coordinateLuogo: `${far.lat},${far.lon}`,
  });
  const concert = at("21:30", "Concerto", "Circolo", "Concerto della sera", { filtri: "da-verificare", coordinateLuogo: `${far.lat},${far.lon}` });
  const show = at("11:40", "Spettacolo", "Teatro a gradini", "Spettacolo con sottotitoli", { filtri: "sottotitoli famiglie" });
  const giorni: Queries.ProgrammeDayFragment[] = [{ giorno: "Martedì 30", data: friday, utcOffset: "+02:00", eventi: [talk, workshop, concert, show] }];
  const all = [talk, workshop, concert, show];
  const out = (evento: Queries.ProgrammeEventFragment) => document.getElementById(`programma-${evento.eventId}`)!.querySelector(".filteredOut") !== null;
  const shown = () => all.filter((evento) => !out(evento)).map((evento) => evento.titolo);
  const renderAccessPage = () => render(<ProgrammeSection sito={programmeSiteFixture} giorni={giorni} concerti={[]} talks={[]} />);

  it("each filter narrows the programme; combined, all must agree; the address keeps them", async () => {
    renderAccessPage();
    await mountPocket();
    const user = userEvent.setup({ delay: null });
    const toggle = (name: string) => screen.getByRole("button", { name });

    await user.click(toggle("Per famiglie"));
    expect(toggle("Per famiglie")).toHaveAttribute("aria-pressed", "true");
    expect(shown()).toEqual([workshop.titolo, show.titolo]);
    expect(location.search).toBe("?pubblico=famiglie");

    await user.click(toggle("LIS o sottotitoli"));
    expect(shown()).toEqual([show.titolo]);
    expect(location.search).toBe("?servizi=lis-sottotitoli&pubblico=famiglie");
    expect(count()).toHaveTextContent(`1 evento su ${all.length}`);

    await user.click(toggle("Per famiglie"));
    await user.selectOptions(screen.getByLabelText("Tipo"), "Talk");
    expect(shown()).toEqual([talk.titolo]);
    expect(location.search).toBe("?tipo=talk&servizi=lis-sottotitoli");

    await user.click(screen.getByRole("button", { name: "Mostra tutto" }));
    await user.click(toggle("Ingresso gratuito"));
    expect(shown()).toEqual([talk.titolo]);
  });

  it("'Senza gradini' names the unchecked venues whose events it leaves out, with a link to the venues", async () => {
    history.replaceState(null, "", "/?gradini=no#programma");
    renderAccessPage();
    await mountPocket();
    expect(shown()).toEqual([talk.titolo]);
    const note = screen.getByText(/ancora da verificare/);
    expect(note).toHaveTextContent("1 luogo ha l'ingresso ancora da verificare (Circolo): i suoi eventi non sono mostrati. Vedi i luoghi");
    expect(within(note).getByRole("link", { name: "Vedi i luoghi" })).toHaveAttribute("href", "/luoghi/");
    // Known steps are no unknown: the show's venue is not named.
    expect(note).not.toHaveTextContent("Teatro a gradini");
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Senza gradini" }));
    expect(screen.queryByText(/ancora da verificare/)).toBeNull();
  });

  it("'Solo i miei' warns, one calm sentence per pair in time order, of saved events that overlap or are too far apart on foot", async () => {
    localStorage.setItem(SAVED_EVENTS_KEY, JSON.stringify([talk.eventId, workshop.eventId, show.eventId, concert.eventId]));
    history.replaceState(null, "", "/?solo=miei#programma");
    renderAccessPage();
    await mountPocket();
    const warnings = within(screen.getByRole("list", { name: "Avvisi sui tuoi eventi" })).getAllByRole("listitem");
    expect(warnings.map((item) => item.textContent)).toEqual([
      `Tra la fine di «${talk.titolo}» (11:30) e l'inizio di «${workshop.titolo}» (11:40) ci sono 10 minuti: da Sala Rampa a Circolo servono ${walkingWords(walkingMinutes(ramp, far))}.`,
      `«${workshop.titolo}» e «${show.titolo}» iniziano alla stessa ora, alle 11:40.`,
    ]);
    // Not in the whole programme's view: the warnings are about my events.
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Solo i miei" }));
    expect(screen.queryByRole("list", { name: "Avvisi sui tuoi eventi" })).toBeNull();
  });
});
