import React from "react";
import { render, screen, within } from "@testing-library/react";
import { Hero } from "../hero";
import { HERO_CONCERTS } from "../hero-concerts";
import { fileFixture } from "../../../test-support/fixtures";

const sito: Queries.HeroSiteFragment = {
  nome: "Incroci",
  tagline: "Il festival delle idee della città di Lontano",
  sottotitolo: "3 giorni di incroci",
  badgeDate: "30 Settembre - 2 Ottobre 2031",
  badgeLuogo: "Lontano, 2 luoghi",
  tags: ["Concerti", "Talk"],
};

const concert: Queries.HeroConcertFragment = {
  data: "2031-09-30",
  dataLunga: "Martedì 30 settembre",
  ora: "21:30",
  stato: null,
  disponibilita: null,
  ticketLink: "https://tickets.example/martedi",
  immagineAlt: "Manifesto del concerto di martedì",
  immagine: fileFixture("concerto"),
};

describe("Hero", () => {
  it("shows the edition's words from the data: name, tagline, date and place badges, tags", () => {
    render(<Hero sito={sito} concerti={[concert]} />);
    expect(screen.getByRole("heading", { level: 1, name: "Incroci" })).toBeInTheDocument();
    for (const text of [sito.tagline, sito.badgeDate, sito.badgeLuogo, sito.sottotitolo, "Concerti", "Talk"]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it("offers a ticket per concert beside its poster", () => {
    const { container } = render(<Hero sito={sito} concerti={[concert]} />);
    expect(screen.getByRole("link", { name: /Biglietti concerto martedì 30 settembre/ })).toHaveAttribute("href", concert.ticketLink);
    expect(screen.getByRole("img", { name: concert.immagineAlt })).toBeInTheDocument();
    expect(container.querySelector(".innerTextOnly")).toBeNull();
  });

  it("before any concert is announced, is its words alone across the width, with the way to the programme", () => {
    const { container } = render(<Hero sito={sito} concerti={[]} />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getAllByRole("link").map((a) => a.textContent)).toEqual(["Scopri il programma"]);
    expect(container.querySelector(".innerTextOnly")).toBeInTheDocument();
  });
});

const concertOn = (day: number): Queries.HeroConcertFragment => ({
  data: `2030-10-0${day}`,
  dataLunga: `Giorno ${day}`,
  ora: "21:30",
  stato: null,
  disponibilita: null,
  ticketLink: `https://tickets.example/${day}`,
  immagineAlt: `Manifesto del concerto ${day}`,
  immagine: fileFixture(`concerto-${day}`),
});

describe("Hero with several concerts", () => {
  it("shows every concert's poster and ticket button while there are at most two", () => {
    render(<Hero sito={sito} concerti={[concertOn(1), concertOn(2)]} />);
    expect(screen.getAllByRole("img")).toHaveLength(2);
    expect(screen.getAllByRole("link", { name: /^Biglietti concerto/ })).toHaveLength(2);
    expect(screen.queryByRole("link", { name: /concerti$/ })).toBeNull();
  });

  it("tells two concerts of the same evening apart by their time", () => {
    render(<Hero sito={sito} concerti={[concertOn(1), { ...concertOn(1), ora: "23:00", ticketLink: "https://tickets.example/late" }]} />);
    const names = screen.getAllByRole("link", { name: /^Biglietti concerto/ }).map((link) => link.textContent);
    expect(names.map((name) => name?.replace(/ \(si apre.*\)$/, ""))).toEqual(["Biglietti concerto giorno 1, 21:30", "Biglietti concerto giorno 1, 23:00"]);
  });

  it("keeps the first screen to the first concerts when there are more, and links to all of them", () => {
    const concerti = [1, 2, 3, 4, 5].map(concertOn);
    render(<Hero sito={sito} concerti={concerti} />);
    const images = screen.getAllByRole("img");
    expect(images.map((img) => img.getAttribute("alt"))).toEqual(concerti.slice(0, HERO_CONCERTS).map((c) => c.immagineAlt));
    // Only the first screen's posters load at once.
    for (const img of images) expect(img).toHaveAttribute("loading", "eager");
    const tickets = screen.getAllByRole("link", { name: /^Biglietti concerto/ });
    expect(tickets.map((link) => link.getAttribute("href"))).toEqual(concerti.slice(0, HERO_CONCERTS).map((c) => c.ticketLink));
    const all = screen.getByRole("link", { name: "Tutti i 5 concerti" });
    expect(all.getAttribute("href")).toMatch(/^\/concerti\/?$/);
    expect(within(all.parentElement!).getAllByRole("link").at(-1)).toBe(all);
  });
});
