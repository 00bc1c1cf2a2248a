import React from "react";
import { render, screen } from "@testing-library/react";
import { Hero } from "../hero";
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
