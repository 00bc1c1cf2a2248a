import React from "react";
import { render, screen } from "@testing-library/react";
import { ConcertCard } from "../concert-card";
import { fileFixture } from "../../../test-support/fixtures";

const concerto: Queries.ConcertCardFragment = {
  artista: "Ospite musicale da annunciare",
  data: "2025-09-13",
  dataCompleta: "Sabato 13 settembre 2025",
  inizio: "2025-09-13T21:30:00+02:00",
  slug: "b4n8r2wd",
  ora: "21:30",
  luogo: "NUoVO",
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
});
