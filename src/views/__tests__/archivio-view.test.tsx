import React from "react";
import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { ArchivioView } from "../archivio/archivio-view";
import { fileFixture, siteChromeFixture, talkFixture, ticketFixtures } from "../../test-support/fixtures";
import { pagePaths } from "../../utils/page-paths";

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ sitoJson: siteChromeFixture, allConcertiJson: { nodes: ticketFixtures } });
});

const concerto: Queries.ConcertCardFragment = {
  artista: "Artista del 2029",
  data: "2029-09-14",
  dataCompleta: "Venerdì 14 settembre 2029",
  inizio: "2029-09-14T21:30:00+02:00",
  eventId: "2029-09-14-2130-arena",
  ora: "21:30",
  luogo: "Arena",
  paginaLuogo: null,
  stato: null,
  fine: null,
  fineIso: "2029-09-14T23:00:00+02:00",
  etichette: [{ campo: "ingresso", valore: "biglietto", testo: "Ingresso con biglietto" }],
  posti: null,
  variazioni: null,
  preposizioneLuogo: null,
  nomiPrecedentiLuogo: null,
  descrizione: "Un concerto di allora.",
  ticketLink: "https://tickets.example/2029",
  immagineAlt: "Manifesto del concerto del 2029",
  immagine: fileFixture("concerto-2029"),
};
const talk: Queries.TalkCardFragment = {
  ...talkFixture(),
  eventId: "2029-09-15-1030-sala",
  data: "2029-09-15",
  ora: "10:30",
  luogo: "Sala",
  linkPrenotazione: "https://booking.example/2029",
};

/** An archived edition (2029) seen from the current one (Incroci 2031): views show these words, never their own. */
const archivePage = (): Queries.ArchivioPageQuery => ({
  sitoJson: {
    nome: "Incroci",
    edizione: "2031",
    periodoDal: "dal 30 settembre al 2 ottobre 2031",
    biglietteria: "Biglietti Facili",
    prenotazioni: "Prenota Qui",
    jsonLd: "{}",
    organizzatore: { citta: "Lontano" },
    testi: { titolo: "Incroci 2029 · Programma, concerti e talk", descrizione: "Incroci 2029.", occhiello: "Edizione passata · 14-16 settembre 2029" },
  },
  edizioniJson: { anno: 2029, data: "14-16 settembre 2029", luogo: "Lontano", descrizione: "L'edizione del 2029." },
  allArchivioProgrammaJson: {
    nodes: [
      {
        giorno: "Venerdì 14",
        data: "2029-09-14",
        utcOffset: "+02:00",
        eventi: [
          {
            ora: "21:30",
            inizio: concerto.inizio,
            fine: null,
            fineIso: "2029-09-14T23:59:00+02:00",
            eventId: concerto.eventId,
            titolo: "Concerto del venerdì",
            speaker: concerto.artista,
            luogo: "Arena",
            paginaLuogo: null,
            filtri: null,
            coordinateLuogo: null,
            tipo: "Concerto",
            stato: null,
            etichette: [],
            variazioni: null,
            preposizioneLuogo: null,
            nomiPrecedentiLuogo: null,
            locandinaAlt: "Locandina del concerto",
            locandina: fileFixture("locandina-2029"),
          },
        ],
      },
      { giorno: "Sabato 15", data: "2029-09-15", utcOffset: "+02:00", eventi: [] },
    ],
  },
  allArchivioConcertiJson: { nodes: [concerto] },
  allArchivioTalksJson: { nodes: [talk] },
});

describe("ArchivioView", () => {
  it("says the edition is past, and leads to the current one", () => {
    render(<ArchivioView data={archivePage()} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Incroci 2029");
    expect(document.querySelector("main header p")).toHaveTextContent("Edizione passata · 14-16 settembre 2029");
    expect(screen.getByText("Questa edizione si è già svolta: 14-16 settembre 2029, Lontano.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Vai a Incroci 2031" })).toHaveAttribute("href", pagePaths.home);
    expect(screen.getByRole("link", { name: "Tutte le edizioni" })).toHaveAttribute("href", pagePaths.edizioni);
  });

  it("shows its programme by day, its concerts and talks with their posters, headings in order", () => {
    render(<ArchivioView data={archivePage()} />);
    const main = within(screen.getByRole("main"));
    expect(main.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Programma", "Concerti", "Talks"]);
    expect(main.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Venerdì 14", "Sabato 15", concerto.artista, talk.titolo]);
    expect(main.getByRole("heading", { level: 4 })).toHaveTextContent("Concerto del venerdì");
    expect(within(screen.getByRole("region", { name: "Sabato 15" })).getByText("Eventi in via di definizione")).toBeInTheDocument();
    for (const alt of ["Locandina del concerto", concerto.immagineAlt, talk.immagineAlt, talk.secondaImmagineAlt]) {
      expect(screen.getByAltText(alt)).toBeInTheDocument();
    }
    // The programme's event leads to its card on this page, not to today's concerts page.
    expect(screen.getByRole("link", { name: /Dettagli/ })).toHaveAttribute("href", `/edizioni/2029/#${document.querySelector("article[id^=concerto]")!.id}`);
  });

  it("offers no tickets, bookings or calendar files: the events are over", () => {
    render(<ArchivioView data={archivePage()} />);
    const hrefs = Array.from(document.querySelectorAll("main a[href]"), (a) => a.getAttribute("href"));
    expect(hrefs).not.toContain(concerto.ticketLink);
    expect(hrefs).not.toContain(talk.linkPrenotazione);
    expect(hrefs.filter((href) => href?.endsWith(".ics"))).toEqual([]);
    expect(screen.queryByText(/Acquista su|Prenota su/)).toBeNull();
  });
});
