import React from "react";
import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { ConcertiView } from "../concerti/concerti-view";
import { EdizioniView } from "../edizioni/edizioni-view";
import { TalksView } from "../talks/talks-view";
import { fileFixture, siteChromeFixture, talkFixture, ticketFixtures } from "../../test-support/fixtures";
import { pagePaths } from "../../utils/page-paths";

// The shared frame (top bar, footer) reads its own static query.
beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ sitoJson: siteChromeFixture, allConcertiJson: { nodes: ticketFixtures } });
});

const kicker = () => document.querySelector("main header p")!;
const lead = () => screen.getByRole("heading", { level: 1 }).nextElementSibling!;

const concerto = (luogo: string, ora: string): Queries.ConcertCardFragment => ({
  artista: `Artista delle ${ora}`,
  data: "2031-09-30",
  dataCompleta: "Martedì 30 settembre 2031",
  inizio: `2031-09-30T${ora}:00+02:00`,
  paginaLuogo: null,
  eventId: `2031-09-30-${ora.replace(":", "")}-${luogo.toLowerCase()}`,
  ora,
  luogo,
  stato: null,
  fine: null,
  fineIso: `2031-09-30T${ora}:00+02:00`,
  etichette: [{ campo: "ingresso", valore: "biglietto", testo: "Ingresso con biglietto" }],
  posti: null,
  variazioni: null,
  preposizioneLuogo: null,
  nomiPrecedentiLuogo: null,
  descrizione: "Un concerto.",
  ticketLink: "https://tickets.example/concerto",
  immagineAlt: `Manifesto del concerto delle ${ora}`,
  immagine: fileFixture(`concerto-${ora}`),
});

const concertiPage = (nodes: Queries.ConcertCardFragment[]): Queries.ConcertiPageQuery => ({
  sitoJson: {
    nome: "Incroci",
    edizione: "2031",
    biglietteria: "Biglietti Facili",
    introConcerti: "Due serate all'Arena.",
    testi: { descrizione: "I concerti di Incroci 2031.", occhiello: "Incroci 2031 · Arena, Lontano" },
  },
  allConcertiJson: { nodes },
});

describe("ConcertiView", () => {
  it("shows the kicker derived at build time, and adds the provider to the editors' intro", () => {
    render(<ConcertiView data={concertiPage([concerto("Arena", "21:30"), concerto("Arena", "23:00")])} />);
    expect(kicker()).toHaveTextContent("Incroci 2031 · Arena, Lontano");
    expect(lead()).toHaveTextContent("Due serate all'Arena. I biglietti si acquistano su Biglietti Facili.");
    expect(screen.getAllByRole("article")).toHaveLength(2);
  });

  it("says the concerts are not announced yet instead of an empty page", () => {
    render(<ConcertiView data={concertiPage([])} />);
    expect(lead()).toHaveTextContent(/^Due serate all'Arena\.$/);
    expect(screen.queryAllByRole("article")).toEqual([]);
    expect(screen.getByText("I concerti di Incroci 2031 non sono ancora stati annunciati.")).toBeInTheDocument();
    expect(screen.getByText("Artisti, orari e biglietti su Biglietti Facili compariranno qui appena confermati.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Rivivi le edizioni passate" })).toHaveAttribute("href", pagePaths.edizioni);
  });
});

const talksPage = (nodes: Queries.TalkCardFragment[]): Queries.TalksPageQuery => ({
  sitoJson: {
    nome: "Incroci",
    edizione: "2031",
    prenotazioni: "Prenota Qui",
    introTalks: "Incontri con chi scrive.",
    testi: { descrizione: "I talk di Incroci 2031.", occhiello: "Incroci 2031 · Lontano" },
  },
  allTalksJson: { nodes },
});

describe("TalksView", () => {
  it("shows the kicker derived at build time, and adds the booking provider to the editors' intro", () => {
    render(<TalksView data={talksPage([talkFixture()])} />);
    expect(kicker()).toHaveTextContent("Incroci 2031 · Lontano");
    expect(lead()).toHaveTextContent("Incontri con chi scrive. I posti sono limitati: prenota il tuo su Prenota Qui.");
    expect(screen.getAllByRole("article")).toHaveLength(1);
  });

  it("says the talks are not announced yet instead of an empty page", () => {
    render(<TalksView data={talksPage([])} />);
    expect(screen.queryAllByRole("article")).toEqual([]);
    expect(screen.getByText("I talk di Incroci 2031 non sono ancora stati annunciati.")).toBeInTheDocument();
    expect(screen.getByText("Ospiti, orari e prenotazioni su Prenota Qui compariranno qui appena confermati.")).toBeInTheDocument();
  });
});

describe("EdizioniView", () => {
  const edition = (anno: number, stato: string): Queries.EditionCardFragment => ({
    anno,
    data: `settembre ${anno}`,
    luogo: "Lontano",
    ospiti: [],
    descrizione: `L'edizione ${anno}.`,
    stato,
    paginaArchivio: null,
    immagine: null,
    immagineAlt: null,
  });

  it("shows the kicker derived at build time and the editors' intro", () => {
    render(
      <EdizioniView
        data={{
          sitoJson: { introEdizioni: "Ogni anno a Lontano.", testi: { descrizione: "Le edizioni di Incroci.", occhiello: "Dal 2027 a settembre" } },
          allEdizioniJson: { nodes: [edition(2031, "upcoming"), edition(2030, "past"), edition(2027, "past")] },
        }}
      />,
    );
    expect(kicker()).toHaveTextContent("Dal 2027 a settembre");
    expect(lead()).toHaveTextContent("Ogni anno a Lontano.");
    expect(screen.getAllByRole("article")).toHaveLength(3);
  });
});
