import React from "react";
import { render, screen } from "@testing-library/react";
import { EditionCard } from "../edition-card";
import { fileFixture } from "../../../test-support/fixtures";

const edition = (stato: string, anno: number, paginaArchivio: string | null = null): Queries.EditionCardFragment => ({
  anno,
  paginaArchivio,
  data: `13-15 settembre ${anno}`,
  luogo: "Cuneo",
  ospiti: ["Il Tre", "Ospite due"],
  descrizione: "Tre giorni dedicati al linguaggio della Generazione Z.",
  stato,
  immagineAlt: `Manifesto dell'edizione ${anno}`,
  immagine: fileFixture(`edizione-${anno}`),
});

describe("EditionCard", () => {
  it("links a past edition with an archive to its page, and says nothing of an archive otherwise", () => {
    const { rerender } = render(<EditionCard edizione={edition("past", 2024, "/edizioni/2024/")} />);
    expect(screen.getByRole("link", { name: "Programma, concerti e talk del 2024" })).toHaveAttribute("href", "/edizioni/2024/");
    rerender(<EditionCard edizione={edition("past", 2023)} />);
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("marks the upcoming edition with PROSSIMA and the highlighted style", () => {
    const { container } = render(<EditionCard edizione={edition("upcoming", 2025)} />);
    expect(screen.getByText("PROSSIMA")).toBeInTheDocument();
    expect(container.querySelector("article")).toHaveClass("card", "upcoming");
  });

  it("shows a past edition without badge or highlight", () => {
    const { container } = render(<EditionCard edizione={edition("past", 2024)} />);
    expect(screen.queryByText("PROSSIMA")).not.toBeInTheDocument();
    expect(container.querySelector("article")).not.toHaveClass("upcoming");
  });

  it("says the guests of the next edition are to come, and leaves the row out of a past edition without names", () => {
    const { container, rerender } = render(<EditionCard edizione={{ ...edition("upcoming", 2026), ospiti: [] }} />);
    expect(screen.getByText("Ospiti").nextElementSibling).toHaveTextContent("Da annunciare");
    rerender(<EditionCard edizione={{ ...edition("past", 2022), ospiti: [] }} />);
    expect(screen.queryByText("Ospiti")).toBeNull();
    expect(container.querySelector("dl")).toHaveTextContent("Date");
  });

  it("without a poster, shows its facts alone across the card", () => {
    const { container } = render(<EditionCard edizione={{ ...edition("past", 2023), immagine: null, immagineAlt: null }} />);
    expect(container.querySelector("img, picture")).toBeNull();
    expect(screen.getByRole("heading", { name: "2023" })).toBeInTheDocument();
    expect(screen.getByText(/Generazione Z/)).toBeInTheDocument();
    expect(container.querySelector("article")).toHaveClass("card", "textOnly");
  });

  it("shows image, year, date, venue, guests and description", () => {
    render(<EditionCard edizione={edition("past", 2024)} />);
    expect(screen.getByRole("img", { name: "Manifesto dell'edizione 2024" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "2024" })).toBeInTheDocument();
    expect(screen.getByText("13-15 settembre 2024")).toBeInTheDocument();
    expect(screen.getByText("Cuneo")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Il Tre", "Ospite due"]);
    expect(screen.getByText(/Generazione Z/)).toBeInTheDocument();
  });

  it("puts the facts before the poster in the document: phones show them first", () => {
    const { container } = render(<EditionCard edizione={edition("upcoming", 2025)} />);
    const heading = screen.getByRole("heading", { level: 2 });
    const firstImage = container.querySelector("img");
    expect(heading.compareDocumentPosition(firstImage!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("as the first card, loads its first image at once but at low priority (the page's preload asks for high)", () => {
    const { container } = render(<EditionCard edizione={edition("upcoming", 2025)} leading />);
    const img = container.querySelector("img");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "low");
  });
});
