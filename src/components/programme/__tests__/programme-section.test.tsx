import React from "react";
import { render, screen, within } from "@testing-library/react";
import { EMPTY_DAY_TEXT, ProgrammeSection, programmeComingTitle } from "../programme-section";
import { programmeDaysFixture as giorni, programmeSiteFixture, unannouncedDaysFixture } from "../../../test-support/fixtures";
import { pagePaths } from "../../../utils/page-paths";

const concerti = [{ eventId: "concerto" }];
const talks = [{ eventId: "talkdelm" }];

function renderProgramme() {
  return render(<ProgrammeSection sito={programmeSiteFixture} giorni={giorni} concerti={concerti} talks={talks} />);
}

describe("ProgrammeSection", () => {
  it("is the #programma target with its heading and one column per day", () => {
    const { container } = renderProgramme();
    expect(container.querySelector("section#programma")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Programma" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Venerdì 12", "Sabato 13", "Domenica 14"]);
  });

  it("says that a day without events is still being defined", () => {
    renderProgramme();
    const saturday = screen.getByRole("region", { name: "Sabato 13" });
    expect(within(saturday).getByText(EMPTY_DAY_TEXT)).toBeInTheDocument();
    expect(EMPTY_DAY_TEXT).toBe("Eventi in via di definizione");
    expect(within(screen.getByRole("region", { name: "Venerdì 12" })).queryByText(EMPTY_DAY_TEXT)).toBeNull();
  });

  it("lists each day's events by time with poster, type, time, title, speaker and venue", () => {
    renderProgramme();
    const friday = screen.getByRole("region", { name: "Venerdì 12" });
    const cards = within(friday).getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(["Talk del mattino", "Concerto del venerdì"]);
    const first = cards[0];
    expect(within(first).getByRole("img", { name: "Locandina di Talk del mattino" })).toHaveAttribute("loading", "lazy");
    expect(within(first).getByText("Talk")).toBeInTheDocument();
    expect(within(first).getByText("10:30")).toHaveAttribute("datetime", "2025-09-12T10:30:00+02:00");
    expect(within(first).getByText("Ospite di Talk del mattino")).toBeInTheDocument();
    expect(within(first).getByText("Cinema Monviso")).toBeInTheDocument();
  });

  it("links each card to its concert or talk card and to its calendar file", () => {
    renderProgramme();
    const concert = document.getElementById("programma-concerto")!;
    expect(within(concert).getByRole("link", { name: /Dettagli/ })).toHaveAttribute("href", `${pagePaths.concerti}#concerto-concerto`);
    expect(within(concert).getByRole("link", { name: /Aggiungi al calendario/ })).toHaveAttribute("href", "/calendario/concerto.ics");
    const talk = document.getElementById("programma-talkdelm")!;
    expect(within(talk).getByRole("link", { name: /Dettagli/ })).toHaveAttribute("href", `${pagePaths.talks}#talk-talkdelm`);
    // The show has no page of its own: no details link, but still a calendar file.
    const show = document.getElementById("programma-ciaksipa")!;
    expect(within(show).queryByRole("link", { name: /Dettagli/ })).toBeNull();
    expect(within(show).getByRole("link", { name: /Aggiungi al calendario/ })).toBeInTheDocument();
  });

  it("labels the times as Italian time with the festival's offset", () => {
    renderProgramme();
    expect(screen.getByText("Tutti gli orari sono in ora italiana (UTC+02:00).")).toBeInTheDocument();
  });

  it("offers the whole programme as one calendar, named after the edition", () => {
    renderProgramme();
    expect(screen.getByRole("link", { name: "Aggiungi tutto il programma al calendario" })).toHaveAttribute("href", programmeSiteFixture.calendarioProgramma);
  });
});

describe("ProgrammeSection before any event is announced", () => {
  function renderUnannounced() {
    return render(<ProgrammeSection sito={programmeSiteFixture} giorni={unannouncedDaysFixture} concerti={[]} talks={[]} />);
  }

  it("says once that the programme is being defined, with the edition and its dates, instead of empty columns", () => {
    const { container } = renderUnannounced();
    expect(container.querySelector("section#programma")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Programma" })).toBeInTheDocument();
    expect(screen.getByText("Il programma di Incroci 2031 è in via di definizione.")).toBeInTheDocument();
    expect(programmeComingTitle(programmeSiteFixture)).toBe("Il programma di Incroci 2031 è in via di definizione.");
    expect(screen.getByText("Talk, concerti e spettacoli dal 30 settembre al 2 ottobre 2031 saranno annunciati qui, giorno per giorno.")).toBeInTheDocument();
    expect(screen.queryAllByRole("heading", { level: 3 })).toEqual([]);
    expect(screen.queryByText(EMPTY_DAY_TEXT)).toBeNull();
  });

  it("offers no empty calendar and no time-zone note, but the way to the past editions", () => {
    renderUnannounced();
    expect(screen.queryByRole("link", { name: /calendario/ })).toBeNull();
    expect(screen.queryByText(/ora italiana/)).toBeNull();
    expect(screen.getByRole("link", { name: "Rivivi le edizioni passate" })).toHaveAttribute("href", pagePaths.edizioni);
  });
});
