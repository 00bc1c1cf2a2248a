import React from "react";
import { render, screen, within } from "@testing-library/react";
import { PracticalInfo } from "../practical-info";
import { ticketFixtures } from "../../../test-support/fixtures";

const sito: Queries.PracticalInfoSiteFragment = {
  organizzatore: { citta: "Lontano" },
  biglietteria: "Biglietti Facili",
  prenotazioni: "Prenota Qui",
  orari: [{ giorno: "Martedì 30", voci: ["Talk alle 10:30"] }],
};

const luoghi: Queries.PracticalInfoVenueFragment[] = [
  { nome: "Arena", descrizione: "All'aperto", mappe: "https://maps.example/arena", percorso: "/luoghi/arena/", inProgramma: true },
  { nome: "Sala chiusa", descrizione: "Di un'altra edizione", mappe: "https://maps.example/sala", percorso: "/luoghi/sala-chiusa/", inProgramma: false },
];

const talks: Queries.BookingLinkFragment[] = [
  {
    titolo: "Un talk",
    data: "2031-09-30",
    dataBreve: "Mar 30 settembre",
    ora: "10:30",
    stato: null,
    disponibilita: null,
    linkPrenotazione: "https://booking.example/talk",
  },
];

const ticketsCard = () => screen.getByRole("region", { name: "Biglietti" });

describe("PracticalInfo", () => {
  it("opens the map of every venue of the programme, in the festival's city, with a link to its page beside", () => {
    render(<PracticalInfo sito={sito} luoghi={luoghi} concerti={ticketFixtures} talks={talks} />);
    const venues = screen.getByRole("region", { name: "Luoghi" });
    expect(venues).toHaveTextContent("Apri la mappa di ogni luogo del festival, a Lontano.");
    expect(within(venues).getByRole("link", { name: /^Arena/ })).toHaveAttribute("href", "https://maps.example/arena");
    expect(within(venues).getByRole("link", { name: "Come arrivare e accessibilità: Arena" })).toHaveAttribute("href", "/luoghi/arena/");
    // A venue data/luoghi.json keeps for past editions is not on today's card.
    expect(within(venues).queryByText(/Sala chiusa/)).toBeNull();
  });

  it("lists every venue while the programme uses none yet", () => {
    render(<PracticalInfo sito={sito} luoghi={luoghi.map((luogo) => ({ ...luogo, inProgramma: false }))} concerti={[]} talks={[]} />);
    expect(within(screen.getByRole("region", { name: "Luoghi" })).getAllByRole("link", { name: /Come arrivare/ })).toHaveLength(2);
  });

  it("lists a ticket button per concert and a booking button per talk, with the providers' names", () => {
    render(<PracticalInfo sito={sito} luoghi={luoghi} concerti={ticketFixtures} talks={talks} />);
    expect(ticketsCard()).toHaveTextContent("Disponibili su Biglietti Facili");
    expect(within(ticketsCard()).getByRole("heading", { name: "Prenotazioni dei talk su Prenota Qui" })).toBeInTheDocument();
    expect(
      within(ticketsCard())
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual([...ticketFixtures.map((t) => t.ticketLink), "https://booking.example/talk"]);
  });

  it("says where tickets and bookings will open while no concert or talk is announced", () => {
    render(<PracticalInfo sito={sito} luoghi={luoghi} concerti={[]} talks={[]} />);
    expect(within(ticketsCard()).queryAllByRole("link")).toEqual([]);
    expect(ticketsCard()).toHaveTextContent("I biglietti dei concerti saranno in vendita su Biglietti Facili appena annunciati.");
    expect(ticketsCard()).toHaveTextContent("Le prenotazioni apriranno con l'annuncio dei talk.");
  });
});
