interface TicketLike {
  artista: string;
  dataBreve: string;
  ora: string;
}

/** Where the ticket links will be, while no concert is announced (between editions). */
export const NO_TICKETS_YET = "I biglietti dei concerti saranno in vendita qui appena annunciati.";

/** "Ven 12 settembre, 21:30 · Due ospiti musicali da annunciare" */
export function ticketLabel(concert: TicketLike): string {
  return `${concert.dataBreve}, ${concert.ora} · ${concert.artista}`;
}
