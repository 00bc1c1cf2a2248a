import React from "react";
import { buttonClass, type ButtonVariant } from "../button/button-class";
import { CalendarLink } from "../calendar-link/calendar-link";
import { SaveSlot } from "../pocket-slots/pocket-slots";
import { CancelledNotice, EventTitle, isCancelled, type CANCELLED_TEXT } from "../cancelled/cancelled";
import { EventNotices } from "../notices/notices";
import { EventLabels, PlacesNote } from "../event-labels/event-labels";
import { EventDetails } from "../event-details/event-details";
import { ExternalLink } from "../external-link/external-link";
import { TypeBadge } from "../type-badge/type-badge";

type SavedCopyFields = "variazioni" | "preposizioneLuogo" | "nomiPrecedentiLuogo";

/** What the card reads of a concert or a talk: the fields their fragments share (an archived edition's have no saved-copy fields). */
export type DetailCardEvent = Omit<
  Pick<Queries.ConcertCardFragment & Queries.TalkCardFragment, keyof Queries.ConcertCardFragment & keyof Queries.TalkCardFragment>,
  SavedCopyFields
> &
  Partial<Pick<Queries.ConcertCardFragment, SavedCopyFields>>;

interface DetailCardBodyProps {
  evento: DetailCardEvent;
  /** The card's id (its anchor): the title's id derives from it. */
  id: string;
  tipo: "Concerto" | "Talk";
  /** The artist or the talk's title. */
  title: string;
  /** "Con" and the speakers, where people are part of the details. */
  people?: { label: string; names: string };
  /** The ticket or booking button: its link, its words, its colour, and what a cancellation cancels. */
  offer: { href: string; text: React.ReactNode; variant: ButtonVariant; cancelled: keyof typeof CANCELLED_TEXT };
  /** The card's own class names (its stylesheet): its body, the title, the description (none: a plain paragraph), the actions, the calendar link. */
  classes: { body: string; title: string; description?: string; actions: string; calendar: string };
  /** An archived edition's event: no save or notices, no ticket or booking and no calendar file, its title one level down. */
  past: boolean;
}

/**
 * The body a concert's card and a talk's share (ConcertCard, TalkCard): type, title, the visitor's
 * save slot and notices, when and where, description, labels, the ticket or booking with the calendar
 * link. The cards give their words, fields and layout (their stylesheets), and add the poster or images.
 */
export function DetailCardBody({ evento, id, tipo, title, people, offer, classes, past }: DetailCardBodyProps) {
  const Title = past ? "h3" : "h2";
  const cancelled = isCancelled(evento.stato);
  return (
    <div className={classes.body}>
      <TypeBadge tipo={tipo} />
      <Title id={`${id}-titolo`} className={classes.title}>
        <EventTitle title={title} stato={evento.stato} />
      </Title>
      {!past && (
        <SaveSlot
          event={evento.eventId}
          title={title}
          data={evento.data}
          ora={evento.ora}
          luogo={evento.luogo}
          stato={cancelled ? "annullato" : undefined}
          preposizione={evento.preposizioneLuogo}
          nomiPrecedentiLuogo={evento.nomiPrecedentiLuogo}
        />
      )}
      {!past && <EventNotices event={evento.eventId} />}
      <EventDetails
        dataCompleta={evento.dataCompleta}
        fine={evento.fine}
        fineIso={evento.fineIso}
        ora={evento.ora}
        inizio={evento.inizio}
        luogo={evento.luogo}
        paginaLuogo={evento.paginaLuogo}
        people={people}
        variazioni={past ? null : evento.variazioni}
      />
      <p className={classes.description}>{evento.descrizione}</p>
      <EventLabels etichette={evento.etichette} />
      {!past && (
        <p className={classes.actions}>
          {cancelled ? (
            <CancelledNotice what={offer.cancelled} />
          ) : evento.posti?.valore === "esaurito" ? null : (
            <ExternalLink href={offer.href} className={buttonClass(offer.variant)}>
              {offer.text}
            </ExternalLink>
          )}
          {/* "Ultimi posti" beside the button, "Esaurito" in its place (none for a cancelled event). */}
          {evento.posti && <PlacesNote posti={evento.posti} />}
          <CalendarLink event={evento.eventId} title={title} className={classes.calendar} />
        </p>
      )}
    </div>
  );
}
