/**
 * Generates the PLACEHOLDER artwork of the site (no photo or poster of the real festival is used):
 * typographic posters, talk cards, edition posters, the logo and the sponsors banner, written to the
 * exact paths the data JSON references. Run with `npm run artwork`; it regenerates every file, always
 * byte-identical for the same data. Organisers replace a placeholder by dropping a real image under the
 * same name; after that, do not commit this script's output over it.
 */
import path from "node:path";
import { imagePath, readData, slotOf, type Concerto, type Edizione, type ProgrammaDay, type Sito, type Talk } from "./data-files";
import { editionPoster } from "./layouts/edition-poster";
import { eventPoster } from "./layouts/event-poster";
import { logo } from "./layouts/logo";
import { sponsorBanner } from "./layouts/sponsor-banner";
import { talkCard } from "./layouts/talk-card";
import { writePng } from "./render-png";

interface Job {
  /** Path relative to data/, as written in the JSON. */
  file: string;
  svg: () => string;
}

function programmeJobs(): Job[] {
  return readData<ProgrammaDay[]>("programma.json").flatMap((day) =>
    day.eventi.map((event) => ({
      file: event.locandina,
      svg: () => eventPoster({ seed: event.locandina, tipo: event.tipo, title: event.titolo, data: day.data, ora: event.ora, luogo: event.luogo }),
    })),
  );
}

function concertJobs(): Job[] {
  return readData<Concerto[]>("concerti.json").map((concert) => ({
    file: concert.immagine,
    svg: () => eventPoster({ seed: concert.immagine, tipo: "Concerto", title: concert.artista, ...slotOf(concert.evento) }),
  }));
}

function talkJobs(): Job[] {
  return readData<Talk[]>("talks.json").flatMap((talk) => {
    const slot = slotOf(talk.evento);
    const cards: Job[] = [
      {
        file: talk.immagine,
        svg: () => eventPoster({ seed: talk.immagine, tipo: "Talk", title: talk.titolo, subtitle: talk.speaker, ...slot }),
      },
    ];
    const companions: Array<[string | null | undefined, string | null | undefined]> = [
      [talk.secondaImmagine, talk.secondaImmagineAlt],
      [talk.terzaImmagine, talk.terzaImmagineAlt],
      [talk.quartaImmagine, talk.quartaImmagineAlt],
    ];
    companions.forEach(([file, alt], index) => {
      if (!file) return;
      if (!alt) throw new Error(`talks.json: "${file}" non ha il testo alternativo.`);
      cards.push({ file, svg: () => talkCard({ seed: file, position: index + 2, alt, titolo: talk.titolo, ...slot }) });
    });
    return cards;
  });
}

function editionJobs(): Job[] {
  return readData<Edizione[]>("edizioni.json").map((edition) => ({
    file: edition.immagine,
    svg: () =>
      editionPoster({
        seed: edition.immagine,
        anno: edition.anno,
        data: edition.data,
        luogo: edition.luogo,
        ospiti: edition.ospiti,
        upcoming: edition.stato === "upcoming",
      }),
  }));
}

function siteJobs(): Job[] {
  const sito = readData<Sito>("sito.json");
  return [
    { file: sito.logo, svg: logo },
    { file: sito.sponsor, svg: () => sponsorBanner(sito.sponsorAlt) },
  ];
}

async function main(): Promise<void> {
  const jobs = [...programmeJobs(), ...concertJobs(), ...talkJobs(), ...editionJobs(), ...siteJobs()];
  let total = 0;
  // One at a time: the machine is shared and the whole run takes a few seconds.
  for (const job of jobs) {
    const bytes = await writePng(job.svg(), imagePath(job.file));
    total += bytes;
    console.log(`${path.join("data", job.file)}  ${Math.round(bytes / 1024)} KB`);
  }
  console.log(`${jobs.length} immagini, ${Math.round(total / 1024)} KB in totale`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
