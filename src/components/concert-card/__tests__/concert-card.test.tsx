import React from "react";
import { render, screen } from "@testing-library/react";
import { ConcertCard } from "../concert-card";
import { fileFixture } from "../../../test-support/fixtures";

const concerto: Queries.ConcertCardFragment = {
  artista: "Ospite musicale da annunciare",
  data: "2025-09-13",
  dataCompleta: "Sabato 13 settembre 2025",
  inizio: "2025-09-13T21:30:00+02:00",
  eventId: "b4n8r2wd",
  ora: "21:30",
  luogo: "NUoVO",
  paginaLuogo: "/luoghi/nuovo/",
  stato: null,
  fine: null,
  fineIso: "2025-09-13T23:00:00+02:00",
  etichette: [{ campo: "ingresso", valore: "biglietto", testo: "Ingresso con biglietto" }],
  posti: null,
  variazioni: null,
  preposizioneLuogo: null,
  nomiPrecedentiLuogo: null,
  descrizione: "Il grande concerto del sabato sera.",
  ticketLink: "https://tickets.example/sabato",
  immagineAlt: "Manifesto del concerto del sabato",
  immagine: fileFixture("concerto-sabato"),
};

describe("ConcertCard", () => {
  it("shows image, artist, date, time, venue and description", () => {
    render(<ConcertCard concerto={concerto} biglietteria="TicketOne" />);
    expect(screen.getByRole("img", { name: "Manifesto del concerto del sabato" })).toHaveAttribute("loading", "lazy");
    expect(screen.getByRole("heading", { level: 2, name: "Ospite musicale da annunciare" })).toBeInTheDocument();
    expect(screen.getByText("Sabato 13 settembre 2025")).toBeInTheDocument();
    expect(screen.getByText("21:30")).toHaveAttribute("datetime", "2025-09-13T21:30:00+02:00");
    expect(screen.getByText("(ora italiana)")).toBeInTheDocument();
    expect(screen.getByText("NUoVO")).toBeInTheDocument();
    expect(screen.getByText("Il grande concerto del sabato sera.")).toBeInTheDocument();
  });

  it("buys on the ticketing provider in a new tab", () => {
    render(<ConcertCard concerto={concerto} biglietteria="TicketOne" />);
    const button = screen.getByRole("link", { name: /Acquista su TicketOne/ });
    expect(button).toHaveAttribute("href", "https://tickets.example/sabato");
    expect(button).toHaveAttribute("target", "_blank");
    expect(button).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("puts the facts before the poster in the document: phones show them first", () => {
    const { container } = render(<ConcertCard concerto={concerto} biglietteria="TicketOne" />);
    const heading = screen.getByRole("heading", { level: 2 });
    const firstImage = container.querySelector("img");
    expect(heading.compareDocumentPosition(firstImage!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("as the first card, loads its first image at once but at low priority (the page's preload asks for high)", () => {
    const { container } = render(<ConcertCard concerto={concerto} biglietteria="TicketOne" leading />);
    const img = container.querySelector("img");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "low");
  });

  // The name as a browser computes it (jsdom puts a space between inline spans): the heading's text.
  it("keeps a cancelled concert, struck through after an Annullato badge, with the reason instead of the ticket", () => {
    const { container } = render(<ConcertCard concerto={{ ...concerto, stato: "annullato" }} biglietteria="TicketOne" />);
    const heading = screen.getByRole("heading", { level: 2, name: /^Annullato/ });
    expect(heading).toHaveTextContent(/^Annullato: Ospite musicale da annunciare$/);
    expect(heading.querySelector("s")).toHaveTextContent("Ospite musicale da annunciare");
    expect(screen.queryByRole("link", { name: /Acquista su TicketOne/ })).toBeNull();
    expect(screen.getByText("Evento annullato: i biglietti non sono più in vendita.")).toBeInTheDocument();
    expect(container.querySelector('[data-pocket="save"]')).toHaveAttribute("data-stato", "annullato");
    // The calendar file stays: it tells an imported copy that the event is cancelled.
    expect(container.querySelector('a[href$=".ics"]')).not.toBeNull();
  });

  it("marks no status on a confirmed concert's slot", () => {
    const { container } = render(<ConcertCard concerto={concerto} biglietteria="TicketOne" />);
    expect(container.querySelector('[data-pocket="save"]')).not.toHaveAttribute("data-stato");
    expect(container.querySelector("s")).toBeNull();
  });
});

describe("ConcertCard of a moved concert (issue 38)", () => {
  it("says beside day, time and venue what each was, and nothing where it did not move", () => {
    const moved = { ...concerto, variazioni: { giorno: "era venerdì 12 settembre", ora: "era alle 21:00", luogo: "prima: Sala Vecchia" } };
    const { container } = render(<ConcertCard concerto={moved} biglietteria="TicketOne" />);
    const values = Array.from(container.querySelectorAll("dd"), (dd) => (dd.textContent ?? "").replace(/\s+/g, " ").trim());
    expect(values).toEqual(["Sabato 13 settembre 2025, era venerdì 12 settembre", "21:30 (ora italiana), era alle 21:00", "NUoVO, prima: Sala Vecchia"]);
    const onlyTime = render(
      <ConcertCard concerto={{ ...concerto, variazioni: { giorno: null, ora: "era alle 21:00", luogo: null } }} biglietteria="TicketOne" />,
    );
    expect(onlyTime.container.querySelectorAll("dd")[0]).toHaveTextContent(/^Sabato 13 settembre 2025$/);
  });
});
