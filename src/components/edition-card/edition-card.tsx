import React from "react";
import { graphql, Link } from "gatsby";
import { Poster } from "../poster/poster";
import { editionPosterSizes } from "../poster/sizes/edition-poster";
import { archiveLink, badge, body, card, facts, guest, guests, term, textOnly, upcoming, year } from "./edition-card.module.scss";
import { imageOf } from "../poster/image-of";

interface EditionCardProps {
  edizione: Queries.EditionCardFragment;
  /** The first card: its poster is the page's leading image (see <Poster leading>). */
  leading?: boolean;
}

export const UPCOMING_BADGE = "PROSSIMA";
export const GUESTS_TO_COME = "Da annunciare";

/** The poster's slot (from src/styles/layout.ts); also what the page's <head> preload of the first poster names. */
export const EDITION_POSTER_SIZES = editionPosterSizes;

/**
 * One edition on /edizioni; the upcoming one carries the PROSSIMA badge and a highlighted style. On
 * phones the facts come first and the poster after them; from 600 px the poster sits to their left.
 * An edition without a poster (the image is optional) is its facts alone, full width.
 */
export function EditionCard({ edizione, leading = false }: EditionCardProps) {
  const image = imageOf(edizione.immagine);
  const isUpcoming = edizione.stato === "upcoming";
  const headingId = `edizione-${edizione.anno}`;
  const classes = [card, isUpcoming && upcoming, !image && textOnly].filter(Boolean).join(" ");
  return (
    <article id={headingId} className={classes} aria-labelledby={`${headingId}-titolo`}>
      <div className={body}>
        {isUpcoming && <p className={badge}>{UPCOMING_BADGE}</p>}
        <h2 id={`${headingId}-titolo`} className={year}>
          {edizione.anno}
        </h2>
        <dl className={facts}>
          <dt className={term}>Date</dt>
          <dd>{edizione.data}</dd>
          <dt className={term}>Luogo</dt>
          <dd>{edizione.luogo}</dd>
          {edizione.ospiti.length > 0 ? (
            <>
              <dt className={term}>Ospiti</dt>
              <dd>
                <ul className={guests}>
                  {edizione.ospiti.map((name) => (
                    <li key={name} className={guest}>
                      {name}
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          ) : (
            // A new edition before its guests are announced; a past one without names says nothing.
            isUpcoming && (
              <>
                <dt className={term}>Ospiti</dt>
                <dd>{GUESTS_TO_COME}</dd>
              </>
            )
          )}
        </dl>
        <p>{edizione.descrizione}</p>
        {edizione.paginaArchivio && (
          <p className={archiveLink}>
            {/* A text link, not buttonClass: the button styles would join the commons chunk of every page. */}
            <Link to={edizione.paginaArchivio}>Programma, concerti e talk del {edizione.anno}</Link>
          </p>
        )}
      </div>
      {/* The data check requires immagineAlt wherever immagine is given (schemas/edizioni.schema.json). */}
      {image && <Poster image={image} alt={String(edizione.immagineAlt)} sizes={EDITION_POSTER_SIZES} leading={leading} />}
    </article>
  );
}

export const query = graphql`
  fragment EditionCard on EdizioniJson {
    anno
    data
    luogo
    ospiti
    descrizione
    stato
    paginaArchivio
    immagineAlt
    immagine {
      childImageSharp {
        gatsbyImageData(width: 1035, aspectRatio: 0.8, breakpoints: [386, 537, 745, 1035])
      }
    }
  }
`;
