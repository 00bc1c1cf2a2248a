import React from "react";
import { render, screen, within } from "@testing-library/react";
import { EventCard } from "../../programme/event-card";
import { TalkCard } from "../../talk-card/talk-card";
import { ConcertCard } from "../../concert-card/concert-card";
import { labelFixtures as l, programmeEventFixture, talkFixture } from "../../../test-support/fixtures";

const labelsOf = (container: HTMLElement) =>
  within(within(container).getByRole("list", { name: "Da sapere" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);
const text = (element: Element | null) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();

const everyLabel = [l.lingua, l.lis, l.sottotitoli, l.pubblico, l.eta, l.gratuito, l.ultimiPosti];

describe("the programme card's labels", () => {
  const evento = { ...programmeEventFixture("10:30", "Talk", "Cinema Monviso", "Talk del mattino"), etichette: everyLabel };

  it("lists every label in words, in a list named for a screen reader", () => {
    const { container } = render(<EventCard evento={evento} />);
    expect(labelsOf(container)).toEqual([
      "In inglese",
      "Lingua dei segni (LIS)",
      "Sottotitoli",
      "Per studenti e famiglie",
      "Dai 14 anni",
      "Ingresso gratuito su prenotazione",
      "Ultimi posti",
    ]);
  });

  it("says nothing, not even an empty list, for an event without labels", () => {
    render(<EventCard evento={{ ...evento, etichette: [] }} />);
    expect(screen.queryByRole("list", { name: "Da sapere" })).toBeNull();
  });

  it("shows the end only where fine is set: 10:30–12:00, read as 10:30 fino alle 12:00", () => {
    const { container, rerender } = render(<EventCard evento={{ ...evento, fine: "12:00", fineIso: "2025-09-12T12:00:00+02:00" }} />);
    const times = container.querySelectorAll("time");
    expect(Array.from(times, (time) => [time.textContent, time.getAttribute("datetime")])).toEqual([
      ["10:30", "2025-09-12T10:30:00+02:00"],
      ["12:00", "2025-09-12T12:00:00+02:00"],
    ]);
    expect(text(times[0].parentElement)).toBe("10:30– fino alle 12:00");
    expect(times[0].parentElement?.querySelector('[aria-hidden="true"]')).toHaveTextContent("–");
    rerender(<EventCard evento={{ ...evento, fine: null }} />);
    expect(container.querySelectorAll("time")).toHaveLength(1);
  });
});

describe("the talk card's labels and booking", () => {
  const talk = talkFixture();

  it("lists the talk's labels, entry included, and keeps the places left beside the button", () => {
    const { container } = render(<TalkCard talk={{ ...talk, etichette: everyLabel.slice(0, -1), posti: l.ultimiPosti }} prenotazioni="Eventbrite" />);
    expect(labelsOf(container)).toEqual([
      "In inglese",
      "Lingua dei segni (LIS)",
      "Sottotitoli",
      "Per studenti e famiglie",
      "Dai 14 anni",
      "Ingresso gratuito su prenotazione",
    ]);
    const button = screen.getByRole("link", { name: /Prenota su Eventbrite/ });
    expect(button.parentElement).toHaveTextContent("Ultimi posti");
  });

  it("replaces the booking button with Esaurito when sold out: no link to book what is gone", () => {
    render(<TalkCard talk={{ ...talk, etichette: [l.gratuito], posti: l.esaurito }} prenotazioni="Eventbrite" />);
    expect(screen.queryByRole("link", { name: /Prenota su/ })).toBeNull();
    expect(screen.getByText("Esaurito").tagName).toBe("SPAN");
  });

  it("shows the end in its details where fine is set, and only there", () => {
    const { container, rerender } = render(<TalkCard talk={{ ...talk, fine: "19:15", fineIso: "2025-09-12T19:15:00+02:00" }} prenotazioni="Eventbrite" />);
    expect(text(container.querySelector("dl time")!.parentElement)).toContain("17:30– fino alle 19:15 (ora italiana)");
    rerender(<TalkCard talk={talk} prenotazioni="Eventbrite" />);
    expect(container.querySelectorAll("dl time")).toHaveLength(1);
  });

  it("shows an archived talk's labels (the build gives it no places left) and no button", () => {
    const { container } = render(<TalkCard talk={{ ...talk, etichette: [l.lingua, l.gratuito] }} prenotazioni="Eventbrite" past />);
    expect(labelsOf(container)).toEqual(["In inglese", "Ingresso gratuito su prenotazione"]);
    expect(screen.queryByRole("link", { name: /Prenota/ })).toBeNull();
  });
});

describe("the concert card's tickets", () => {
  const concerto: Queries.ConcertCardFragment = {
    artista: "Ospite musicale",
    data: "2025-09-13",
    dataCompleta: "Sabato 13 settembre 2025",
    inizio: "2025-09-13T21:30:00+02:00",
    eventId: "b4n8r2wd",
    ora: "21:30",
    luogo: "NUoVO",
    stato: null,
    fine: "00:30",
    fineIso: "2025-09-14T00:30:00+02:00",
    etichette: [l.biglietto],
    posti: l.ultimiPosti,
    variazioni: null,
    preposizioneLuogo: null,
    nomiPrecedentiLuogo: null,
    paginaLuogo: "/luoghi/nuovo/",
    descrizione: "Il concerto del sabato.",
    ticketLink: "https://tickets.example/sabato",
    immagineAlt: "Manifesto",
    immagine: { childImageSharp: null },
  };

  it("says Ultimi posti beside the ticket button, and the end after midnight", () => {
    const { container } = render(<ConcertCard concerto={concerto} biglietteria="TicketOne" />);
    expect(labelsOf(container)).toEqual(["Ingresso con biglietto"]);
    expect(screen.getByRole("link", { name: /Acquista su TicketOne/ }).parentElement).toHaveTextContent("Ultimi posti");
    expect(text(container.querySelector("dl time")!.parentElement)).toContain("21:30– fino alle 00:30");
  });

  it("says Esaurito in place of the ticket button", () => {
    render(<ConcertCard concerto={{ ...concerto, posti: l.esaurito }} biglietteria="TicketOne" />);
    expect(screen.queryByRole("link", { name: /Acquista/ })).toBeNull();
    expect(screen.getByText("Esaurito")).toBeInTheDocument();
  });

  it("a cancelled concert says so, and nothing of entry or places (the build gives it no such labels)", () => {
    render(<ConcertCard concerto={{ ...concerto, stato: "annullato", etichette: [], posti: null }} biglietteria="TicketOne" />);
    expect(screen.getByText(/Evento annullato/)).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Da sapere" })).toBeNull();
  });
});
