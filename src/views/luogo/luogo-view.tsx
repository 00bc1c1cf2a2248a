import React from "react";
import { ExternalLink } from "../../components/external-link/external-link";
import { Layout } from "../../components/layout/layout";
import { TextSection } from "../../components/text-section/text-section";
import { AccessFacts } from "../../components/access-facts/access-facts";
import { PageIntro } from "../../components/page-intro/page-intro";
import { Poster } from "../../components/poster/poster";
import { imageOf } from "../../components/poster/image-of";
import { EventCard } from "../../components/programme/event-card";
import { concertCardIdOf, talkCardIdOf } from "../../events/event-paths";
import { formatDateLong } from "../../utils/format";
import { festivalName } from "../../utils/edition-texts";
import { pagePaths } from "../../utils/page-paths";
import { VENUE_IMAGE_SIZES } from "./venue-image";
import { contact, day, dayTitle, directions, events, figure, frame, list } from "./luogo-view.module.scss";

interface LuogoViewProps {
  data: Queries.LuogoPageQuery;
}

type Luogo = NonNullable<Queries.LuogoPageQuery["luoghiJson"]>;

/** "https://www.comune.cuneo.it/cultura/x.html" → "comune.cuneo.it/cultura/x.html": a source named by its address. */
const sourceName = (url: string) => url.replace(/^https:\/\/(www\.)?/, "").replace(/\/$/, "");

/** A photo or map of the venue, with its credit under it. */
function Figure({ figura }: { figura: Luogo["foto"] }) {
  if (!figura) return null;
  const image = imageOf(figura.immagine);
  if (!image) return null;
  return (
    <figure className={figure}>
      <Poster image={image} alt={figura.alt} sizes={VENUE_IMAGE_SIZES} />
      <figcaption>{figura.credito}</figcaption>
    </figure>
  );
}

/**
 * A venue's page (/luoghi/<slug>/): where it is and how to get there (links that open the visitor's own
 * maps, walking times in a straight line), whether they can get in (each access fact in words, an
 * unverified one said to be so with whom to ask), the edition's events there by day with their save
 * stars, and the sources of what the page says. Plain links and markup: all of it works without JavaScript.
 */
export function LuogoView({ data }: LuogoViewProps) {
  // The page exists because the venue does (gatsby/venues); sito.json is checked before every build.
  const luogo = data.luoghiJson as Luogo;
  const sito = data.sitoJson as NonNullable<Queries.LuogoPageQuery["sitoJson"]>;
  const concertIds = new Set(data.allConcertiJson.nodes.map((c) => c.eventId));
  const talkIds = new Set(data.allTalksJson.nodes.map((t) => t.eventId));
  const detailsHref = (id: string): string | undefined => {
    if (concertIds.has(id)) return `${pagePaths.concerti}#${concertCardIdOf(id)}`;
    if (talkIds.has(id)) return `${pagePaths.talks}#${talkCardIdOf(id)}`;
    return undefined;
  };
  const giorni = data.allProgrammaJson.nodes
    .map((giorno) => ({ ...giorno, eventi: giorno.eventi.filter((evento) => evento.luogo === luogo.nome) }))
    .filter((giorno) => giorno.eventi.length > 0);
  const accesso = luogo.accesso;
  const daVerificare = luogo.accessoParole.filter((fatto) => !fatto.verificato).length;
  return (
    <Layout>
      <PageIntro kickerText={`I luoghi di ${festivalName(sito)}`} heading={luogo.nome}>
        <p>{luogo.descrizione}</p>
      </PageIntro>
      <div className={frame}>
        <TextSection id="luogo-dove" title="Dove si trova">
          <p>{luogo.indirizzoTesto}</p>
          {luogo.comeArrivare && <p>{luogo.comeArrivare}</p>}
          <p>{luogo.coordinate ? "Apri le indicazioni per arrivarci nella tua app di mappe:" : "Cerca il luogo nella tua app di mappe:"}</p>
          <ul className={directions}>
            {luogo.indicazioni.map((link) => (
              <li key={link.label}>
                {link.href.startsWith("geo:") ? <a href={link.href}>{link.label}</a> : <ExternalLink href={link.href}>{link.label}</ExternalLink>}
              </li>
            ))}
          </ul>
          <Figure figura={luogo.mappa} />
        </TextSection>

        {luogo.distanze.length > 0 && (
          <TextSection id="luogo-a-piedi" title="A piedi dagli altri luoghi">
            <p>Tempi calcolati in linea retta: il percorso vero può essere più lungo, e non è detto che sia senza gradini.</p>
            <ul className={list}>
              {luogo.distanze.map((distanza) => (
                <li key={distanza.percorso}>
                  <a href={distanza.percorso}>{distanza.nome}</a>
                  {`: ${distanza.parole}`}
                </li>
              ))}
            </ul>
          </TextSection>
        )}

        <TextSection id="luogo-accesso" title="Accessibilità">
          <p>
            {accesso.verificatoIl
              ? `Verificato sul posto il ${formatDateLong(accesso.verificatoIl).toLowerCase()}.`
              : "Queste informazioni vengono da fonti pubbliche o dagli organizzatori e non sono ancora state verificate sul posto."}
          </p>
          <AccessFacts parole={luogo.accessoParole} />
          {accesso.nota && <p>{accesso.nota}</p>}
          <p className={contact}>
            {daVerificare > 0 ? "Per le voci da verificare, e per ogni domanda sull'accesso, scrivi a " : "Per ogni domanda sull'accesso scrivi a "}
            <a href={`mailto:${sito.emailAccessibilita}`}>{sito.emailAccessibilita}</a>.
          </p>
          <Figure figura={luogo.foto} />
        </TextSection>

        <TextSection id="luogo-eventi" title={`Gli eventi di ${festivalName(sito)} qui`}>
          {giorni.length === 0 ? (
            <p>Nessun evento di questa edizione in questo luogo.</p>
          ) : (
            giorni.map((giorno) => (
              <section key={giorno.data} className={day} aria-labelledby={`luogo-giorno-${giorno.data}`}>
                <h3 id={`luogo-giorno-${giorno.data}`} className={dayTitle}>
                  {giorno.giorno}
                </h3>
                <div className={events}>
                  {[...giorno.eventi]
                    .sort((a, b) => (a.ora < b.ora ? -1 : a.ora > b.ora ? 1 : 0))
                    .map((evento) => (
                      <EventCard key={evento.eventId} evento={evento} detailsHref={detailsHref(evento.eventId)} />
                    ))}
                </div>
              </section>
            ))
          )}
        </TextSection>

        {luogo.fonti && luogo.fonti.length > 0 && (
          <TextSection id="luogo-fonti" title="Fonti">
            <ul className={list}>
              {luogo.fonti.map((fonte) => (
                <li key={fonte}>
                  <ExternalLink href={fonte}>{sourceName(fonte)}</ExternalLink>
                </li>
              ))}
            </ul>
          </TextSection>
        )}

        <p>
          <a href={pagePaths.luoghi}>Tutti i luoghi del festival</a>
        </p>
      </div>
    </Layout>
  );
}
