import React from "react";
import { isOnSale } from "../cancelled/cancelled";
import { imageOf } from "../poster/image-of";
import { graphql, Link } from "gatsby";
import { buttonClass } from "../button/button-class";
import { ExternalLink } from "../external-link/external-link";
import { Poster } from "../poster/poster";
import { heroPosterSizes } from "../poster/sizes/hero-poster";
import { HERO_CONCERTS } from "./hero-concerts";
import { CONCERTS_PAGE, PROGRAMME_ANCHOR } from "../site-header/nav-items";
import {
  actions,
  badge,
  badges,
  copy,
  dateBadge,
  hero,
  inner,
  innerTextOnly,
  kicker,
  placeBadge,
  poster,
  posters,
  posterTilt,
  tag,
  tagline,
  tags,
  title,
} from "./hero.module.scss";

interface HeroProps {
  sito: Queries.HeroSiteFragment;
  concerti: readonly Queries.HeroConcertFragment[];
}

// The posters' slot, from the layout (src/styles/layout.ts, `npm run image-layout`); the widths of
// the query below come from there too, with exact ones for 1.75x and 2x phones. Also what the home
// page's <head> preload of the first poster names.
export const HERO_POSTER_SIZES = heroPosterSizes;

/** The first screen of the home page: who, when, where, and the fastest way to a ticket. */
export function Hero({ sito, concerti: allConcerts }: HeroProps) {
  const concerti = allConcerts.slice(0, HERO_CONCERTS);
  // Before the concerts are announced there are no posters: the words take the whole width.
  const hasPosters = concerti.some((concerto) => imageOf(concerto.immagine));
  return (
    <section className={hero} aria-labelledby="hero-title">
      <div className={hasPosters ? inner : `${inner} ${innerTextOnly}`}>
        <div className={copy}>
          <p className={kicker}>{sito.sottotitolo}</p>
          <h1 id="hero-title" className={title}>
            {sito.nome}
          </h1>
          <p className={tagline}>{sito.tagline}</p>
          <p className={badges}>
            <span className={`${badge} ${dateBadge}`}>{sito.badgeDate}</span>
            <span className={`${badge} ${placeBadge}`}>{sito.badgeLuogo}</span>
          </p>
          <ul role="list" className={tags} aria-label="Nel programma">
            {sito.tags.map((name) => (
              <li key={name} className={tag}>
                {name}
              </li>
            ))}
          </ul>
          <div className={actions}>
            <a href={`#${PROGRAMME_ANCHOR}`} className={buttonClass("sun")}>
              Scopri il programma
            </a>
            {/* A cancelled or sold-out concert sells nothing: its card on /concerti says so. */}
            {concerti.filter(isOnSale).map((concerto) => (
              <ExternalLink key={concerto.data + concerto.ora} href={concerto.ticketLink} className={buttonClass("primary")}>
                Biglietti concerto {concerto.dataLunga.toLowerCase()}
                {/* Two concerts on one evening: the time tells the buttons apart. */}
                {concerti.some((other) => other !== concerto && other.data === concerto.data) && `, ${concerto.ora}`}
              </ExternalLink>
            ))}
            {allConcerts.length > concerti.length && (
              <Link to={CONCERTS_PAGE} className={buttonClass("secondary")}>
                Tutti i {allConcerts.length} concerti
              </Link>
            )}
          </div>
        </div>
        <div className={posters}>
          {concerti.map((concerto, index) => {
            const image = imageOf(concerto.immagine);
            // Both posters load at once (eager) and ask for low priority: on phones the largest
            // paint is the tagline, and the posters come right after it. From 600 px the first
            // poster is the largest paint, and the page's <head> preload fetches it at high
            // priority there (one high-priority image, or on HTTP/1.1 two would split the link).
            return (
              image && (
                <div key={concerto.data + concerto.ora} className={posterTilt}>
                  <Poster
                    image={image}
                    alt={concerto.immagineAlt}
                    sizes={HERO_POSTER_SIZES}
                    className={poster}
                    leading={index === 0}
                    eager
                    deferred={index > 0}
                  />
                </div>
              )
            );
          })}
        </div>
      </div>
    </section>
  );
}

export const query = graphql`
  fragment HeroSite on SitoJson {
    nome
    tagline
    sottotitolo
    badgeDate
    badgeLuogo
    tags
  }

  fragment HeroConcert on ConcertiJson {
    data
    dataLunga
    ora
    stato
    disponibilita
    ticketLink
    immagineAlt
    immagine {
      childImageSharp {
        gatsbyImageData(width: 552, aspectRatio: 0.8, breakpoints: [217, 248, 370, 552])
      }
    }
  }
`;
