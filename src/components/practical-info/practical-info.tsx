import React from "react";
import { isOnSale } from "../cancelled/cancelled";
import { graphql } from "gatsby";
import { buttonClass } from "../button/button-class";
import { ExternalLink } from "../external-link/external-link";
import {
  buttons,
  card,
  cardTitle,
  cards,
  provider,
  schedule,
  scheduleDay,
  scheduleItems,
  section,
  subTitle,
  title,
  venueButton,
  venueNote,
  venuePage,
} from "./practical-info.module.scss";

interface PracticalInfoProps {
  sito: Queries.PracticalInfoSiteFragment;
  /** data/luoghi.json's venues; those of today's programme are shown (all of them while it has none). */
  luoghi: readonly Queries.PracticalInfoVenueFragment[];
  concerti: readonly Queries.TicketLinkFragment[];
  talks: readonly Queries.BookingLinkFragment[];
}

/**
 * Three cards: when, where (a maps search per venue, and its page: how to get there and in), and where
 * to get tickets and bookings; while no concert or talk is announced, the tickets card says where they
 * will be sold.
 */
export function PracticalInfo({ sito, luoghi, concerti, talks }: PracticalInfoProps) {
  const used = luoghi.filter((luogo) => luogo.inProgramma);
  const shown = used.length > 0 ? used : luoghi;
  return (
    <section className={section} aria-labelledby="info-titolo">
      <h2 id="info-titolo" className={title}>
        Informazioni pratiche
      </h2>
      <div className={cards}>
        <section className={card} aria-labelledby="info-orari">
          <h3 id="info-orari" className={cardTitle}>
            Date e orari
          </h3>
          <dl className={schedule}>
            {sito.orari.map((giorno) => (
              <div key={giorno.giorno}>
                <dt className={scheduleDay}>{giorno.giorno}</dt>
                {giorno.voci.map((voce) => (
                  <dd key={voce} className={scheduleItems}>
                    {voce}
                  </dd>
                ))}
              </div>
            ))}
          </dl>
        </section>

        <section className={card} aria-labelledby="info-luoghi">
          <h3 id="info-luoghi" className={cardTitle}>
            Luoghi
          </h3>
          <p>{`Apri la mappa di ogni luogo del festival, a ${sito.organizzatore.citta}.`}</p>
          <div className={buttons}>
            {shown.map((luogo) => (
              <React.Fragment key={luogo.nome}>
                <ExternalLink href={luogo.mappe} className={buttonClass("secondary", venueButton)}>
                  <span>{luogo.nome}</span>
                  <span className={venueNote}>{`${luogo.descrizione} · apri in Mappe`}</span>
                </ExternalLink>
                <a href={luogo.percorso} className={venuePage}>
                  {`Come arrivare e accessibilità: ${luogo.nome}`}
                </a>
              </React.Fragment>
            ))}
          </div>
        </section>

        <section className={card} aria-labelledby="info-biglietti">
          <h3 id="info-biglietti" className={cardTitle}>
            Biglietti
          </h3>
          {concerti.length > 0 ? (
            <>
              <p>
                Disponibili su <span className={provider}>{sito.biglietteria}</span>
              </p>
              <div className={buttons}>
                {concerti.filter(isOnSale).map((concerto) => (
                  <ExternalLink key={concerto.data + concerto.ora} href={concerto.ticketLink} className={buttonClass("primary")}>
                    Concerto {concerto.dataBreve}, {concerto.ora}
                  </ExternalLink>
                ))}
              </div>
            </>
          ) : (
            <p>
              {"I biglietti dei concerti saranno in vendita su "}
              <span className={provider}>{sito.biglietteria}</span>
              {" appena annunciati."}
            </p>
          )}
          <h4 className={subTitle}>{`Prenotazioni dei talk su ${sito.prenotazioni}`}</h4>
          {talks.length > 0 ? (
            <div className={buttons}>
              {talks.filter(isOnSale).map((talk) => (
                <ExternalLink key={talk.data + talk.ora} href={talk.linkPrenotazione} className={buttonClass("violet")}>
                  {`${talk.titolo} · ${talk.dataBreve}, ${talk.ora}`}
                </ExternalLink>
              ))}
            </div>
          ) : (
            <p>Le prenotazioni apriranno con l'annuncio dei talk.</p>
          )}
        </section>
      </div>
    </section>
  );
}

export const query = graphql`
  fragment PracticalInfoSite on SitoJson {
    organizzatore {
      citta
    }
    biglietteria
    prenotazioni
    orari {
      giorno
      voci
    }
  }

  fragment PracticalInfoVenue on LuoghiJson {
    nome
    descrizione
    mappe
    percorso
    inProgramma
  }

  fragment BookingLink on TalksJson {
    titolo
    data
    dataBreve
    ora
    stato
    disponibilita
    linkPrenotazione
  }
`;
