import React from "react";
import { render, screen, within } from "@testing-library/react";
import { TalkCard } from "../talk-card";
import { fileFixture, talkFixture } from "../../../test-support/fixtures";

const altsOf = (container: HTMLElement) =>
  within(container)
    .getAllByRole("img")
    .map((img) => img.getAttribute("alt"));

describe("TalkCard", () => {
  it("shows the two required images when the optional ones are missing", () => {
    const { container } = render(<TalkCard talk={talkFixture()} prenotazioni="Eventbrite" />);
    expect(altsOf(container)).toEqual(["Locandina del talk", "Gli ospiti del talk"]);
  });

  it("shows a third image when there is one", () => {
    const talk = talkFixture({ terzaImmagine: fileFixture("talk-3"), terzaImmagineAlt: "Lo show-cooking" });
    const { container } = render(<TalkCard talk={talk} prenotazioni="Eventbrite" />);
    expect(altsOf(container)).toEqual(["Locandina del talk", "Gli ospiti del talk", "Lo show-cooking"]);
  });

  it("shows four images when all are there, in order", () => {
    const talk = talkFixture({
      terzaImmagine: fileFixture("talk-3"),
      terzaImmagineAlt: "Terza",
      quartaImmagine: fileFixture("talk-4"),
      quartaImmagineAlt: "Quarta",
    });
    const { container } = render(<TalkCard talk={talk} prenotazioni="Eventbrite" />);
    expect(altsOf(container)).toEqual(["Locandina del talk", "Gli ospiti del talk", "Terza", "Quarta"]);
    expect(container.querySelector("[data-images]")).toHaveAttribute("data-images", "4");
  });

  it("shows title, speaker, date, time, venue and description", () => {
    render(<TalkCard talk={talkFixture()} prenotazioni="Eventbrite" />);
    expect(screen.getByRole("heading", { level: 2, name: "Connessioni Culinarie" })).toBeInTheDocument();
    expect(screen.getByText("Silvia Moroni con Zaira Mureddu")).toBeInTheDocument();
    expect(screen.getByText("Venerdì 12 settembre 2025")).toBeInTheDocument();
    expect(screen.getByText("17:30")).toHaveAttribute("datetime", "2025-09-12T17:30:00+02:00");
    expect(screen.getByText("Open Baladin Cuneo")).toBeInTheDocument();
    expect(screen.getByText(/Cibo sostenibile/)).toBeInTheDocument();
  });

  it("books on the platform in a new tab", () => {
    render(<TalkCard talk={talkFixture()} prenotazioni="Eventbrite" />);
    const button = screen.getByRole("link", { name: /Prenota su Eventbrite/ });
    expect(button).toHaveAttribute("href", "https://booking.example/culinarie");
    expect(button).toHaveAttribute("target", "_blank");
    expect(button).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("has a stable id for deep links and a calendar link", () => {
    const { container } = render(<TalkCard talk={talkFixture()} prenotazioni="Eventbrite" />);
    expect(container.querySelector("article")).toHaveAttribute("id", "talk-k7m2q9xa");
    expect(screen.getByRole("link", { name: /Aggiungi al calendario/ })).toHaveAttribute("href", "/calendario/k7m2q9xa.ics");
  });

  it("puts the facts before the poster in the document: phones show them first", () => {
    const { container } = render(<TalkCard talk={talkFixture()} prenotazioni="Eventbrite" />);
    const heading = screen.getByRole("heading", { level: 2 });
    const firstImage = container.querySelector("img");
    expect(heading.compareDocumentPosition(firstImage!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("as the first card, loads its first image at once but at low priority (the page's preload asks for high)", () => {
    const { container } = render(<TalkCard talk={talkFixture()} prenotazioni="Eventbrite" leading />);
    const img = container.querySelector("img");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "low");
  });

  // The name as a browser computes it (jsdom puts a space between inline spans): the heading's text.
  it("keeps a cancelled talk with its badge, and says bookings are closed instead of the booking button", () => {
    const { container } = render(<TalkCard talk={{ ...talkFixture(), stato: "annullato" }} prenotazioni="Eventbrite" />);
    expect(screen.getByRole("heading", { level: 2, name: /^Annullato/ })).toHaveTextContent(/^Annullato: Connessioni Culinarie$/);
    expect(screen.queryByRole("link", { name: /Prenota su Eventbrite/ })).toBeNull();
    expect(screen.getByText("Evento annullato: le prenotazioni sono chiuse.")).toBeInTheDocument();
    expect(container.querySelector('[data-pocket="save"]')).toHaveAttribute("data-stato", "annullato");
  });
});
