import React from "react";
import { Layout } from "../../components/layout/layout";
import { PageIntro } from "../../components/page-intro/page-intro";
import { festivalName } from "../../utils/edition-texts";
import { frame, list, venue, venueName } from "./luoghi-view.module.scss";

interface LuoghiViewProps {
  data: Queries.LuoghiPageQuery;
}

type Luogo = Queries.LuoghiPageQuery["allLuoghiJson"]["nodes"][number];

/** "3 informazioni sull'accesso da verificare", or that all of them were checked. */
function accessSummary(luogo: Luogo): string {
  const open = luogo.accessoParole.filter((fatto) => !fatto.verificato).length;
  if (open === 0) return "Accessibilità: tutte le informazioni sono indicate.";
  return `Accessibilità: ${open} ${open === 1 ? "informazione" : "informazioni"} su ${luogo.accessoParole.length} da verificare.`;
}

/**
 * /luoghi/: the festival's venues, this edition's first (then the others data/luoghi.json keeps for the
 * archive), each with its address and a link to its page.
 */
export function LuoghiView({ data }: LuoghiViewProps) {
  // sito.json is checked before every build (gatsby/data-validation), so it is always there.
  const sito = data.sitoJson as NonNullable<Queries.LuoghiPageQuery["sitoJson"]>;
  const luoghi = [...data.allLuoghiJson.nodes].sort((a, b) => Number(b.inProgramma) - Number(a.inProgramma));
  return (
    <Layout>
      <PageIntro kickerText={festivalName(sito)} heading="Luoghi">
        <p>{`Dove si svolge il festival, a ${sito.organizzatore.citta}: come arrivare, come si entra e gli eventi di ogni luogo.`}</p>
      </PageIntro>
      <div className={frame}>
        <ul className={list}>
          {luoghi.map((luogo) => (
            <li key={luogo.percorso} className={venue}>
              <h2 className={venueName}>
                <a href={luogo.percorso}>{luogo.nome}</a>
              </h2>
              <p>{luogo.descrizione}</p>
              <p>{luogo.indirizzoTesto}</p>
              <p>{accessSummary(luogo)}</p>
            </li>
          ))}
        </ul>
        <p>
          {"Per ogni domanda sull'accesso ai luoghi scrivi a "}
          <a href={`mailto:${sito.emailAccessibilita}`}>{sito.emailAccessibilita}</a>.
        </p>
      </div>
    </Layout>
  );
}
