import React from "react";
import { render, screen, within } from "@testing-library/react";
import { PracticalInfo } from "../practical-info";
import { ticketFixtures } from "../../../test-support/fixtures";

const sito: Queries.PracticalInfoSiteFragment = {
  organizzatore: { citta: "Lontano" },
  biglietteria: "Biglietti Facili",
  prenotazioni: "Prenota Qui",
  orari: [{ giorno: "Martedì 30", voci: ["Talk alle 10:30"] }],
  luoghi: [{ nome: "Arena", descrizione: "All'aperto", mappe: "https://maps.example/arena" }],
};

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
  it("opens the map of every venue, in the festival's city", () => {
    render(<PracticalInfo sito={sito} concerti={ticketFixtures} talks={talks} />);
    const venues = screen.getByRole("region", { name: "Luoghi" });
    expect(venues).toHaveTextContent("Apri la mappa di ogni luogo del festival, a Lontano.");
    expect(within(venues).getByRole("link", { name: /Arena/ })).toHaveAttribute("href", "https://maps.example/arena");
  });

  it("lists a ticket button per concert and a booking button per talk, with the providers' names", () => {
    render(<PracticalInfo sito={sito} concerti={ticketFixtures} talks={talks} />);
    expect(ticketsCard()).toHaveTextContent("Disponibili su Biglietti Facili");
    expect(within(ticketsCard()).getByRole("heading", { name: "Prenotazioni dei talk su Prenota Qui" })).toBeInTheDocument();
    expect(
      within(ticketsCard())
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual([...ticketFixtures.map((t) => t.ticketLink), "https://booking.example/talk"]);
  });

  it("says where tickets and bookings will open while no concert or talk is announced", () => {
    render(<PracticalInfo sito={sito} concerti={[]} talks={[]} />);
    expect(within(ticketsCard()).queryAllByRole("link")).toEqual([]);
    expect(ticketsCard()).toHaveTextContent("I biglietti dei concerti saranno in vendita su Biglietti Facili appena annunciati.");
    expect(ticketsCard()).toHaveTextContent("Le prenotazioni apriranno con l'annuncio dei talk.");
  });
});
