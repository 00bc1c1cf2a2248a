import { formatDayShort } from "../../utils/format";

interface TicketLike {
  artista: string;
  data: string;
  ora: string;
}

/** "Ven 12 settembre, 21:30 · Due ospiti musicali da annunciare" */
export function ticketLabel(concert: TicketLike): string {
  return `${formatDayShort(concert.data)}, ${concert.ora} · ${concert.artista}`;
}
