import React from "react";
import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { PrintProgrammeView } from "../print-programme-view";
import { siteChromeFixture, ticketFixtures } from "../../../test-support/fixtures";
import { pagePaths } from "../../../utils/page-paths";

// The shared frame (top bar, footer) reads its own static query.
beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ sitoJson: siteChromeFixture, allConcertiJson: { nodes: ticketFixtures } });
});

type Day = Queries.PrintProgrammePageQuery["allProgrammaJson"]["nodes"][number];
type Evento = Day["eventi"][number];

const evento = (eventId: string, ora: string, titolo: string, extra: Partial<Evento> = {}): Evento => ({
  eventId,
  ora,
  fine: null,
  inizio: `2031-09-30T${ora}:00+02:00`,
  fineIso: `2031-09-30T23:59:00+02:00`,
  titolo,
  speaker: `Ospiti di ${titolo}`,
  luogo: "Arena",
  tipo: "Talk",
  stato: null,
  variazioni: null,
  ...extra,
});

type Places = Queries.PrintProgrammePageQuery["allConcertiJson"]["nodes"][number]["posti"];

function pageData({
  storia = true,
  giorni,
  concertPlaces = null,
}: {
  storia?: boolean;
  giorni: Day[];
  concertPlaces?: Places;
}): Queries.PrintProgrammePageQuery {
  return {
    allLuoghiJson: {
      nodes: [
        { nome: "Arena", descrizione: "All'aperto", mappe: "https://maps.example/?query=Arena%2C%20Lontano", ricercaMappa: "Arena, Lontano" },
        { nome: "Sala", descrizione: "Al chiuso", mappe: "https://maps.example/sala", ricercaMappa: null },
        { nome: "Chiostro", descrizione: "Non usato", mappe: "https://maps.example/chiostro", ricercaMappa: "Chiostro" },
      ],
    },
    sitoJson: {
      nome: "Incroci",
      edizione: "2031",
      periodoDal: "dal 30 settembre al 1 ottobre 2031",
      biglietteria: "Biglietti Facili",
      prenotazioni: "Prenota Qui",
      programmaStampabile: {
        indirizzo: "https://incroci.example/",
        indirizzoBreve: "incroci.example",
        qrSvg: '<svg aria-hidden="true"><path d="M0 0h1"/></svg>',
      },
      modificheProgramma: { storia, aggiornato: "2031-07-10T08:00:00.000Z", aggiornatoTesto: "10 luglio 2031 alle 10:00" },
    },
    allProgrammaJson: { nodes: giorni },
    allConcertiJson: { nodes: [{ eventId: "concerto1", ticketLink: "https://tickets.example/c1", posti: concertPlaces }] },
    allTalksJson: { nodes: [{ eventId: "talk0001", gratuito: true, linkPrenotazione: "https://booking.example/t1", posti: null }] },
  };
}

const giorni: Day[] = [
  {
    data: "2031-09-30",
    dataCompleta: "Martedì 30 settembre 2031",
    utcOffset: "+02:00",
    eventi: [
      evento("concerto1", "21:30", "Concerto della sera", { tipo: "Concerto", fine: "23:00", fineIso: "2031-09-30T23:00:00+02:00" }),
      evento("talk0001", "10:30", "Il talk del mattino", { luogo: "Sala", variazioni: { inizio: "era alle 9:30", luogo: "era al Chiostro" } }),
    ],
  },
  {
    data: "2031-10-01",
    dataCompleta: "Mercoledì 1 ottobre 2031",
    utcOffset: "+02:00",
    eventi: [evento("spett001", "18:00", "Spettacolo annullato", { stato: "annullato", tipo: "Spettacolo" })],
  },
  { data: "2031-10-02", dataCompleta: "Giovedì 2 ottobre 2031", utcOffset: "+02:00", eventi: [] },
];

describe("PrintProgrammeView", () => {
  it("lists each day under its heading, its events in time order with end time, speakers, venue and labels", () => {
    render(<PrintProgrammeView data={pageData({ giorni })} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Il programma da stampare");
    expect(screen.getByText(/Stampa questa pagina dal menu del browser/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Torna al programma" })).toHaveAttribute("href", `${pagePaths.home}#programma`);
    expect(
      within(screen.getByRole("main"))
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(["Martedì 30 settembre 2031", "Mercoledì 1 ottobre 2031", "Giovedì 2 ottobre 2031", "Legenda", "Luoghi", "Sul sito"]);
    const first = screen.getByRole("heading", { level: 2, name: "Martedì 30 settembre 2031" }).closest("section")!;
    expect(
      within(first)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Il talk del mattino", "Concerto della sera"]);
    const concert = screen.getByRole("heading", { name: "Concerto della sera" }).closest("li")!;
    expect(concert).toHaveTextContent("21:30–23:00");
    expect(within(concert).getByRole("link", { name: "Biglietti su Biglietti Facili" })).toHaveAttribute("href", "https://tickets.example/c1");
    const talk = screen.getByRole("heading", { name: "Il talk del mattino" }).closest("li")!;
    expect(talk).toHaveTextContent("Ospiti di Il talk del mattino");
    expect(talk).toHaveTextContent("Ingresso gratuito");
    expect(within(talk).getByRole("link", { name: "Prenotazione su Prenota Qui" })).toHaveAttribute("href", "https://booking.example/t1");
    expect(screen.getByText("Eventi in via di definizione")).toBeInTheDocument();
  });

  it("prints a sold-out concert's Esaurito and no link to buy, Ultimi posti beside the link otherwise", () => {
    const { unmount } = render(<PrintProgrammeView data={pageData({ giorni, concertPlaces: { valore: "esaurito", testo: "Esaurito" } })} />);
    let concert = screen.getByRole("heading", { name: "Concerto della sera" }).closest("li")!;
    expect(concert).toHaveTextContent("Esaurito");
    expect(within(concert).queryByRole("link")).toBeNull();
    unmount();
    render(<PrintProgrammeView data={pageData({ giorni, concertPlaces: { valore: "ultimi-posti", testo: "Ultimi posti" } })} />);
    concert = screen.getByRole("heading", { name: "Concerto della sera" }).closest("li")!;
    expect(concert).toHaveTextContent("Ultimi posti");
    expect(within(concert).getByRole("link", { name: "Biglietti su Biglietti Facili" })).toBeInTheDocument();
  });

  it("marks a moved event with what it was and a cancelled one struck through, without its tickets", () => {
    render(<PrintProgrammeView data={pageData({ giorni })} />);
    const talk = screen.getByRole("heading", { name: "Il talk del mattino" }).closest("li")!;
    expect(talk).toHaveTextContent("Cambiato era alle 9:30; era al Chiostro");
    const cancelled = screen.getByRole("heading", { name: /^Annullato\s*:\s*Spettacolo annullato$/ }).closest("li")!;
    expect(cancelled.querySelector("s")).toHaveTextContent("Spettacolo annullato");
    expect(within(cancelled).queryAllByRole("link")).toEqual([]);
    // The legend names both marks in the same words.
    const legend = screen.getByRole("heading", { name: "Legenda" }).closest("section")!;
    expect(legend).toHaveTextContent("Cambiato");
    expect(legend).toHaveTextContent("Annullato");
  });

  it("names the last published change in Rome's time, the venues in use with their map search, and the site with its QR code", () => {
    render(<PrintProgrammeView data={pageData({ giorni })} />);
    expect(screen.getByText(/Programma aggiornato al/)).toHaveTextContent("Programma aggiornato al 10 luglio 2031 alle 10:00 (ora italiana).");
    const venues = screen.getByRole("heading", { name: "Luoghi" }).closest("section")!;
    expect(
      within(venues)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Arena: All'aperto. Sulla mappa: Arena, Lontano", "Sala: Al chiuso. Mappa"]);
    expect(screen.getByRole("img", { name: "Codice QR dell'indirizzo https://incroci.example/" }).querySelector("svg")).not.toBeNull();
    expect(screen.getByRole("link", { name: "incroci.example" })).toHaveAttribute("href", "https://incroci.example/");
  });

  it("claims no update time without the programme's history", () => {
    render(<PrintProgrammeView data={pageData({ storia: false, giorni })} />);
    expect(screen.queryByText(/aggiornato al/)).toBeNull();
  });
});
