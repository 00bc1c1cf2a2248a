interface TicketLike {
  artista: string;
  dataBreve: string;
  ora: string;
}

/** "Ven 12 settembre, 21:30 · Due ospiti musicali da annunciare" */
export function ticketLabel(concert: TicketLike): string {
  return `${concert.dataBreve}, ${concert.ora} · ${concert.artista}`;
}
