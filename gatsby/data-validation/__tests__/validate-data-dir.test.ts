/** @jest-environment node */
import fs from "node:fs/promises";
import path from "node:path";
import { neededSourceWidth } from "../../../src/styles/layout";
import { LARGEST_SENSIBLE } from "../checks/image-sizes";
import { flatPng, makeDataSet, removeDataSet, type DataSetOptions } from "../__fixtures__/make-data-set";
import { validateDataDir, type ValidationResult } from "../validate-data-dir";

// Each check writes and decodes a data folder of images as large as the site needs (~2 s on a busy
// two-core machine): more than Jest's default 5 s would allow under load.
jest.setTimeout(30_000);

/** Builds a fixture data folder with one change, validates it as if it were data/, removes it. */
async function check(options: DataSetOptions & { after?: (dir: string) => Promise<void> } = {}): Promise<ValidationResult> {
  const dir = await makeDataSet(options);
  try {
    await options.after?.(dir);
    return await validateDataDir(dir, { displayDir: "data" });
  } finally {
    await removeDataSet(dir);
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const CONCERTO_1 = "data/concerti.json › voce 1 (“Due ospiti musicali da annunciare”)";
const CONCERTO_2 = "data/concerti.json › voce 2 (“Ospite musicale da annunciare”)";
const TALK_1 = "data/talks.json › voce 1 (“Inattivi, “influenzati” e fatti a pezzi?”)";
const TALK_2 = "data/talks.json › voce 2 (“Connessioni Culinarie”)";
const TALK_4 = "data/talks.json › voce 4 (“Premio Connessioni 2025”)";

describe("harmless data", () => {
  it("accepts the festival data as it is, without warnings", async () => {
    await expect(check()).resolves.toMatchObject({ errors: [], warnings: [] });
  });

  it("only warns about an event type without its own badge colour", async () => {
    const result = await check({ edit: (data) => void (data.programma[2].eventi[1].tipo = "Proiezione") });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      "data/programma.json › voce 3 (“Domenica 14”) › evento 2 (“CIAK SIPARIO”) › tipo: «Proiezione» non è uno dei tipi previsti («Talk», «Concerto», «Spettacolo»): l'etichetta avrà il colore standard · riga 84",
    ]);
  });

  it("accepts talks without third and fourth images", async () => {
    const result = await check({
      edit: (data) => {
        for (const talk of data.talks) {
          for (const field of ["terzaImmagine", "terzaImmagineAlt", "quartaImmagine", "quartaImmagineAlt"]) delete talk[field];
        }
      },
    });
    expect(result).toMatchObject({ errors: [], warnings: [] });
  });

  it("accepts a day whose events are not announced yet (eventi: [])", async () => {
    const result = await check({
      edit: (data) => {
        const sunday = new Set(data.programma[2].eventi.map((evento) => evento.id));
        data.programma[2].eventi = [];
        data.talks = data.talks.filter((talk) => !sunday.has(talk.evento));
      },
    });
    expect(result).toMatchObject({ errors: [], warnings: [] });
  });
});

describe("editions without a poster", () => {
  it("accepts an edition with neither image nor alternative text", async () => {
    const result = await check({
      edit: (data) => {
        delete data.edizioni[2].immagine;
        delete data.edizioni[2].immagineAlt;
      },
    });
    expect(result).toMatchObject({ errors: [], warnings: [] });
  });

  it("still requires the alternative text of an edition's image, and the image of its text", async () => {
    const { errors } = await check({
      edit: (data) => {
        delete data.edizioni[1].immagineAlt;
        delete data.edizioni[2].immagine;
      },
    });
    expect(errors).toEqual([
      expect.stringMatching(/^data\/edizioni\.json › voce 2 \(“2024”\) › immagine: manca «immagineAlt», il testo alternativo di questa immagine/),
      expect.stringMatching(/^data\/edizioni\.json › voce 3 \(“2023”\) › immagineAlt: manca «immagine», l'immagine a cui si riferisce questo testo/),
    ]);
  });
});

describe("schema errors name file, entry and field", () => {
  it("refuses a javascript: ticket link", async () => {
    const { errors } = await check({ edit: (data) => void (data.concerti[0].ticketLink = "javascript:alert(1)") });
    expect(errors).toEqual([`${CONCERTO_1} › ticketLink: deve essere un indirizzo https (trovato "javascript:alert(1)") · riga 8`]);
  });

  it("refuses plain http booking, social and maps links", async () => {
    const { errors } = await check({
      edit: (data) => {
        data.talks[1].linkPrenotazione = "http://www.eventbrite.it/e/connessioni";
        data.sito.social[2].url = "http://www.tiktok.com/tag/connessionifestival";
        data.sito.luoghi[3].mappe = "www.google.com/maps";
      },
    });
    expect(errors).toEqual([
      `data/sito.json › social › voce 3 (“TikTok”) › url: deve essere un indirizzo https (trovato "http://www.tiktok.com/tag/connessionifestival") · riga 47`,
      `data/sito.json › luoghi › voce 4 (“Teatro Toselli”) › mappe: deve essere un indirizzo https (trovato "www.google.com/maps") · riga 77`,
      `${TALK_2} › linkPrenotazione: deve essere un indirizzo https (trovato "http://www.eventbrite.it/e/connessioni") · riga 24`,
    ]);
  });

  it("refuses a venue's preposition outside the list, and accepts a venue without one", async () => {
    const { errors } = await check({
      edit: (data) => {
        data.sito.luoghi[1].preposizione = "dal";
        delete data.sito.luoghi[2].preposizione;
      },
    });
    expect(errors).toEqual([
      `data/sito.json › luoghi › voce 2 (“Open Baladin Cuneo”) › preposizione: deve essere una di queste preposizioni: "a", "al", "allo", "alla", "all'", "ai", "agli", "alle" (o il campo si toglie) (trovato "dal") · riga 66`,
    ]);
  });

  it.each([["9:30"], ["21.30"], ["24:00"], ["ore 21"]])("refuses the time %s", async (ora) => {
    const { errors } = await check({ edit: (data) => void (data.programma[1].eventi[1].ora = ora) });
    expect(errors).toEqual([
      `data/programma.json › voce 2 (“Sabato 13”) › evento 2 (“Concerto del sabato”) › ora: deve essere un orario nel formato HH:MM, per esempio 21:30 (trovato "${ora}") · riga 54`,
    ]);
  });

  it("accepts a cancelled event, and refuses any other status in Italian", async () => {
    const cancelled = await check({ edit: (data) => void (data.programma[1].eventi[1].stato = "annullato") });
    expect(cancelled.errors).toEqual([]);
    const { errors } = await check({ edit: (data) => void (data.programma[1].eventi[1].stato = "rinviato") });
    expect(errors).toEqual([
      `data/programma.json › voce 2 (“Sabato 13”) › evento 2 (“Concerto del sabato”) › stato: può essere solo "annullato": per un evento confermato il campo non si scrive (trovato "rinviato") · riga 61`,
    ]);
  });

  it("refuses dates that are not YYYY-MM-DD calendar days", async () => {
    const { errors } = await check({
      edit: (data) => {
        data.programma[0].data = "2025-09-31";
      },
    });
    expect(errors).toEqual([
      `data/programma.json › voce 1 (“Venerdì 12”) › data: deve essere una data nel formato AAAA-MM-GG, per esempio 2025-09-12 (trovato "2025-09-31") · riga 4`,
    ]);
  });

  it("names a missing required field", async () => {
    const { errors } = await check({ edit: (data) => void delete data.concerti[1].artista });
    expect(errors).toEqual([`data/concerti.json › voce 2: manca il campo obbligatorio «artista» · riga 10`]);
  });

  it("catches a misspelt optional field and suggests the right name, once", async () => {
    const { errors } = await check({
      edit: (data) => {
        data.talks[1].terzaImmagne = data.talks[1].terzaImmagine;
        delete data.talks[1].terzaImmagine;
      },
    });
    expect(errors).toEqual([`${TALK_2} › terzaImmagne: campo sconosciuto: forse intendevi «terzaImmagine»? · riga 30`]);
  });

  it("requires the alternative text of an optional image, and the image of an alternative text", async () => {
    const { errors } = await check({
      edit: (data) => {
        delete data.talks[0].quartaImmagineAlt;
        data.talks[3].terzaImmagineAlt = "Il premio";
      },
    });
    expect(errors).toEqual([
      `${TALK_1} › quartaImmagine: manca «quartaImmagineAlt», il testo alternativo di questa immagine: aggiungilo, oppure cancella anche «quartaImmagine» · riga 15`,
      `${TALK_4} › terzaImmagineAlt: manca «terzaImmagine», l'immagine a cui si riferisce questo testo: aggiungila, oppure cancella anche «terzaImmagineAlt» · riga 54`,
    ]);
  });

  it("refuses empty and blank texts", async () => {
    const { errors } = await check({
      edit: (data) => {
        data.talks[3].titolo = "";
        data.edizioni[1].ospiti = ["Il Tre", "  "];
      },
    });
    expect(errors).toEqual([
      `data/talks.json › voce 4 (“Vincitore del Premio Connessioni 2025 (professore, da ann…”) › titolo: deve essere un testo non vuoto, tra virgolette (trovato "") · riga 45`,
      `data/edizioni.json › voce 2 (“2024”) › ospiti › voce 2: deve essere un testo non vuoto, tra virgolette (trovato "  ") · riga 23`,
    ]);
  });

  it("explains wrong types in words a volunteer knows", async () => {
    const { errors } = await check({
      edit: (data) => {
        data.talks[2].gratuito = "sì";
        data.edizioni[2].anno = "2023";
        data.edizioni[0].stato = "prossima";
      },
    });
    expect(errors).toEqual([
      `data/talks.json › voce 3 (“Talk del sabato mattina”) › gratuito: deve essere true (ingresso gratuito) oppure false, senza virgolette (trovato "sì") · riga 36`,
      `data/edizioni.json › voce 1 (“2025”) › stato: deve essere "upcoming" (la prossima edizione) oppure "past" (un'edizione già svolta) (trovato "prossima") · riga 15`,
      `data/edizioni.json › voce 3 (“2023”) › anno: deve essere un anno scritto come numero, senza virgolette, per esempio 2025 (trovato "2023") · riga 30`,
    ]);
  });

  it("refuses malformed phone numbers and e-mail addresses", async () => {
    const { errors } = await check({
      edit: (data) => {
        data.sito.telefoni[1] = "0171/000002";
        data.sito.email[0] = "info(at)connessionifestival.example";
      },
    });
    expect(errors).toEqual([
      `data/sito.json › telefoni › voce 2: deve essere un numero di telefono con prefisso internazionale, per esempio +39 0171 000 0001 (trovato "0171/000002") · riga 26`,
      `data/sito.json › email › voce 1: deve essere un indirizzo e-mail valido, per esempio info@connessionifestival.it (trovato "info(at)connessionifestival.example") · riga 29`,
    ]);
  });

  it("refuses an image path that Gatsby cannot turn into responsive images", async () => {
    const { errors } = await check({ edit: (data) => void (data.edizioni[1].immagine = "immagini/edizioni/2024.gif") });
    expect(errors).toEqual([
      `data/edizioni.json › voce 2 (“2024”) › immagine: deve essere il percorso di un'immagine PNG, JPEG, WebP o AVIF dentro la cartella data, per esempio immagini/concerti/locandina.png (trovato "immagini/edizioni/2024.gif") · riga 25`,
    ]);
  });

  it("says when a whole file has the wrong shape", async () => {
    const { errors } = await check({ edit: (data) => void (data.concerti = { artista: "X" } as unknown as typeof data.concerti) });
    expect(errors).toEqual([
      `data/concerti.json: il file deve contenere un elenco di concerti tra parentesi quadre [ ] (trovato un oggetto { … })`,
    ]);
  });
});

describe("end times (fine)", () => {
  it("accepts an end after the start, and one after midnight", async () => {
    const result = await check({
      edit: (data) => {
        data.programma[0].eventi[0].fine = "12:00";
        data.programma[1].eventi[1].fine = "00:30";
      },
    });
    expect(result).toMatchObject({ errors: [], warnings: [] });
  });

  it("refuses an end that is not HH:MM, equal to the start, or so early that the event would last a day", async () => {
    const { errors } = await check({
      edit: (data) => {
        data.programma[0].eventi[0].fine = "12.00";
        data.programma[0].eventi[1].fine = "17:30";
        data.programma[2].eventi[0].fine = "09:00";
      },
    });
    const FRIDAY = "data/programma.json › voce 1 (“Venerdì 12”)";
    expect(errors).toEqual([
      expect.stringMatching(new RegExp(`^${escape(FRIDAY)} › evento 1 \\(.*\\) › fine: deve essere un orario nel formato HH:MM`)),
      expect.stringMatching(new RegExp(`^${escape(FRIDAY)} › evento 2 \\(“Connessioni Culinarie”\\) › fine: «17:30» è la stessa ora dell'inizio`)),
      expect.stringMatching(/^data\/programma\.json › voce 3 \(“Domenica 14”\) › evento 1 \(“Premio Connessioni 2025”\) › fine: «09:00» viene prima dell'inizio \(17:30\): l'evento finirebbe il giorno dopo, 15 ore e 30 minuti più tardi/),
    ]);
  });
});

describe("checks across files", () => {
  it("moves a concert and a talk with one edit of the programme: time, day or venue", async () => {
    const result = await check({
      edit: (data) => {
        data.programma[1].eventi[1].ora = "22:15"; // the Saturday concert
        data.programma[0].eventi[1].luogo = "Teatro Toselli"; // Connessioni Culinarie
        data.programma[2].eventi.unshift(...data.programma[1].eventi.splice(0, 1)); // the Saturday talk, now on Sunday
      },
    });
    expect(result).toMatchObject({ errors: [], warnings: [] });
  });

  it("refuses a concert or talk that names no programme event, suggesting the likely one", async () => {
    const { errors } = await check({ edit: (data) => void (data.talks[0].evento = "zzzz0000") });
    expect(errors).toEqual([
      `${TALK_1} › evento: nessun evento di data/programma.json ha il codice «zzzz0000»: scrivi qui il codice («id») dell'evento di questo talk (nel CMS si sceglie dall'elenco «Evento del programma»); forse è voce 1 (“Venerdì 12”) › evento 1 (“Inattivi, “influenzati” e fatti a pezzi?”), che ha "id": "vuiv37fr" · riga 5`,
    ]);
  });

  it("refuses two entries that claim the same programme event, across files too", async () => {
    const { errors } = await check({ edit: (data) => void (data.concerti[1].evento = data.talks[0].evento) });
    expect(errors).toEqual([
      `${TALK_1} › evento: anche ${CONCERTO_2} indica l'evento «vuiv37fr» (voce 1 (“Venerdì 12”) › evento 1 (“Inattivi, “influenzati” e fatti a pezzi?”)): ogni evento del programma ha al più un concerto o un talk. Scegli per uno dei due il suo evento giusto · riga 5`,
    ]);
  });

  it("refuses a repeated id (a copied event), offering a new one", async () => {
    const { errors } = await check({
      edit: (data) => void data.programma[0].eventi.push({ ...data.programma[0].eventi[0], ora: "12:00", titolo: "Copia" }),
    });
    expect(errors).toEqual([
      expect.stringMatching(
        /^data\/programma\.json › voce 1 \(“Venerdì 12”\) › evento 4 \(“Copia”\) › id: il codice «vuiv37fr» è già di voce 1 \(“Venerdì 12”\) › evento 1 \(“Inattivi, “influenzati” e fatti a pezzi\?”\): ogni evento ha il suo, per sempre\. Se questo evento è una copia, dagli un codice nuovo, per esempio "id": "[a-z][a-z0-9]{7}" \(lascia com'è quello dell'evento originale\) · riga \d+$/,
      ),
    ]);
  });

  it("refuses a programme event without id, offering one, and says nothing yet about the entries naming it", async () => {
    const { errors, warnings } = await check({ edit: (data) => void delete data.programma[0].eventi[2].id });
    expect(errors).toEqual([
      expect.stringMatching(
        /^data\/programma\.json › voce 1 \(“Venerdì 12”\) › evento 3 \(“Concerto del venerdì”\): manca il campo obbligatorio «id», il codice che identifica l'evento per sempre: aggiungi come primo campo "id": "[a-z][a-z0-9]{7}" \(un codice nuovo, creato ora; nel CMS si crea da solo\) · riga 26$/,
      ),
    ]);
    expect(warnings).toEqual([]);
  });

  it("explains a concert still written the old way, with its own day, time and venue", async () => {
    const { errors } = await check({
      edit: (data) => {
        delete data.concerti[0].evento;
        Object.assign(data.concerti[0], { data: "2025-09-12", ora: "21:30", luogo: "NUoVO" });
      },
    });
    const retired = "giorno, orario e luogo di un concerto o di un talk si scrivono ora solo nel suo evento di programma.json, indicato dal campo «evento» (il codice «id» dell'evento); cancellalo";
    expect(errors).toEqual([
      expect.stringMatching(new RegExp(`^${escape(CONCERTO_1)}: manca il campo obbligatorio «evento», il codice \\(«id»\\) del suo evento in programma\\.json`)),
      `${CONCERTO_1} › data: il campo «data» non serve più: ${retired} · riga 8`,
      `${CONCERTO_1} › ora: il campo «ora» non serve più: ${retired} · riga 9`,
      `${CONCERTO_1} › luogo: il campo «luogo» non serve più: ${retired} · riga 10`,
    ]);
  });

  it("refuses a venue that sito.json does not declare, suggesting the closest", async () => {
    const { errors } = await check({ edit: (data) => void (data.programma[2].eventi[1].luogo = "Teatro Tosselli") });
    expect(errors).toEqual([
      `data/programma.json › voce 3 (“Domenica 14”) › evento 2 (“CIAK SIPARIO”) › luogo: «Teatro Tosselli» non è uno dei luoghi dichiarati in data/sito.json («Cinema Monviso», «Open Baladin Cuneo», «NUoVO», «Teatro Toselli»): forse intendevi «Teatro Toselli»? · riga 83`,
    ]);
  });

  it("refuses dates outside the festival days", async () => {
    const { errors } = await check({ edit: (data) => void (data.programma[1].data = "2025-09-20") });
    const range = "le date vanno dal 2025-09-12 al 2025-09-14, vedi dataInizio e dataFine in data/sito.json";
    expect(errors).toEqual([`data/programma.json › voce 2 (“Sabato 13”) › data: 2025-09-20 (sabato 20 settembre 2025) non è un giorno del festival: ${range} · riga 40`]);
  });

  it("allows at most one upcoming edition", async () => {
    const { errors } = await check({ edit: (data) => void (data.edizioni[2].stato = "upcoming") });
    expect(errors).toEqual([
      `data/edizioni.json › voce 3 (“2023”) › stato: solo un'edizione può essere "upcoming" (la prossima), ma lo è già voce 1 (“2025”): scrivi "past" per quella già svolta · riga 39`,
    ]);
  });

  it("says that a field the site now derives (badgeDate) can go", async () => {
    const { errors } = await check({ edit: (data) => void (data.sito.badgeDate = "12-14 Settembre 2025") });
    expect(errors).toEqual([
      expect.stringMatching(/^data\/sito\.json › badgeDate: il campo «badgeDate» non serve più: l'etichetta delle date .* si ricava ora da dataInizio e dataFine; cancellalo/),
    ]);
  });

  it("warns when sito.json and the upcoming edition name different years", async () => {
    const result = await check({ edit: (data) => void (data.sito.edizione = "2026") });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      `data/sito.json › edizione: l'edizione è «2026» ma dataInizio (2025-09-12) è nel 2025: per una nuova edizione cambia insieme edizione, dataInizio e dataFine · riga 4`,
      `data/edizioni.json › voce 1 (“2025”) › anno: la prossima edizione ("upcoming") è del 2025, ma in data/sito.json l'edizione è «2026»: segna "past" l'edizione già svolta e aggiungi quella nuova come "upcoming" (vedi «Preparare la nuova edizione» nella guida) · riga 3`,
    ]);
  });

  it("refuses two programme events in the same slot and two talks for one event", async () => {
    const { errors } = await check({
      edit: (data) => {
        data.programma[0].eventi.push({ ...data.programma[0].eventi[2], id: "doppione", titolo: "Doppione" });
        data.talks.push({ ...data.talks[2], titolo: "Copia del talk" });
      },
    });
    expect(errors).toEqual([
      `data/programma.json › voce 1 (“Venerdì 12”) › evento 4 (“Doppione”): ha lo stesso giorno, orario (21:30) e luogo («NUoVO») di voce 1 (“Venerdì 12”) › evento 3 (“Concerto del venerdì”): due eventi non possono coincidere · riga 36`,
      `data/talks.json › voce 5 (“Copia del talk”) › evento: anche data/talks.json › voce 3 (“Talk del sabato mattina”) indica l'evento «zmaudfl6» (voce 2 (“Sabato 13”) › evento 1 (“Talk del sabato mattina”)): ogni evento del programma ha al più un concerto o un talk. Scegli per uno dei due il suo evento giusto · riga 59`,
    ]);
  });
});

describe("images", () => {
  it("names a missing image file and the likely intended one", async () => {
    const { errors } = await check({ edit: (data) => void (data.concerti[0].immagine = "immagini/concerti/2025-09-12-2130.jpg") });
    expect(errors).toEqual([
      `${CONCERTO_1} › immagine: il file data/immagini/concerti/2025-09-12-2130.jpg non esiste: forse intendevi «immagini/concerti/2025-09-12-2130.png»? · riga 6`,
    ]);
  });

  it("does not suggest an image that belongs to another entry", async () => {
    const { errors } = await check({ after: (dir) => fs.rm(path.join(dir, "immagini/talks/2025-09-13-1030-2.png")) });
    expect(errors).toEqual([
      `data/talks.json › voce 3 (“Talk del sabato mattina”) › secondaImmagine: il file data/immagini/talks/2025-09-13-1030-2.png non esiste · riga 41`,
    ]);
  });

  it("points out upper/lower case differences in file names", async () => {
    const { errors } = await check({
      after: (dir) => fs.rename(path.join(dir, "immagini/sito/logo.png"), path.join(dir, "immagini/sito/Logo.PNG")),
    });
    expect(errors).toEqual([
      `data/sito.json › logo: il file data/immagini/sito/logo.png non esiste, ma c'è «Logo.PNG»: maiuscole e minuscole devono coincidere · riga 13`,
    ]);
  });

  it("refuses a text file renamed .png", async () => {
    const { errors } = await check({
      after: (dir) => fs.writeFile(path.join(dir, "immagini/talks/2025-09-13-1030-2.png"), "non sono un'immagine"),
    });
    expect(errors).toEqual([
      `data/talks.json › voce 3 (“Talk del sabato mattina”) › secondaImmagine: il file data/immagini/talks/2025-09-13-1030-2.png non è un'immagine leggibile: forse è un file di altro tipo rinominato, o si è rovinato durante il caricamento; salvalo di nuovo come PNG o JPEG · riga 41`,
    ]);
  });
});

describe("files", () => {
  it("reports a malformed file with line and column, and still checks the others", async () => {
    const { errors } = await check({
      raw: { "talks.json": '[\n  {\n    "titolo": "Prova",\n  }\n]\n' },
      edit: (data) => void (data.concerti[0].ticketLink = "http://example.com"),
    });
    expect(errors).toEqual([
      `${CONCERTO_1} › ticketLink: deve essere un indirizzo https (trovato "http://example.com") · riga 8`,
      "data/talks.json: JSON non valido alla riga 3, colonna 22: virgola di troppo dopo l'ultimo campo: cancella la virgola prima di «}»",
    ]);
  });

  it("reports a missing data file", async () => {
    const { errors } = await check({ after: (dir) => fs.rm(path.join(dir, "edizioni.json")) });
    expect(errors).toEqual(["data/edizioni.json: file mancante: il sito ne ha bisogno"]);
  });

  it("reports a field written twice in one entry", async () => {
    const { errors } = await check({
      raw: { "concerti.json": '[{"artista": "A", "artista": "B"}]' },
    });
    expect(errors[0]).toBe(
      "data/concerti.json › voce 1 (“B”) › artista: il campo «artista» compare due volte nella stessa voce: tienine uno solo · riga 1",
    );
  });

  it("checks stray JSON files, which Gatsby would read too", async () => {
    const broken = await check({ raw: { "concerti copia.json": "[1,]" } });
    expect(broken.errors).toEqual([
      "data/concerti copia.json: JSON non valido alla riga 1, colonna 3: virgola di troppo dopo l'ultima voce dell'elenco: cancella la virgola prima di «]» (anche questo file viene letto dal sito)",
    ]);
    const valid = await check({ raw: { "concerti copia.json": "[]" } });
    expect(valid).toMatchObject({
      errors: [],
      warnings: ["data/concerti copia.json: file non previsto: il sito non lo usa (è forse una copia da cancellare?)"],
    });
  });

  it("gives file and line apart too, for annotations on a pull request", async () => {
    const { located } = await check({ edit: (data) => void (data.concerti[0].ticketLink = "javascript:alert(1)") });
    expect(located).toEqual([
      {
        severity: "error",
        file: "data/concerti.json",
        line: 8,
        text: `${CONCERTO_1} › ticketLink: deve essere un indirizzo https (trovato "javascript:alert(1)") · riga 8`,
      },
    ]);
  });

  it("reports every problem at once, across files", async () => {
    const { errors } = await check({
      edit: (data) => {
        data.concerti[0].ticketLink = "javascript:alert(1)";
        data.talks[2].gratuito = "sì";
        data.edizioni[1].stato = "upcoming";
        data.sito.email[2] = "stampa";
      },
    });
    expect(errors.map((line) => line.split(" › ")[0])).toEqual([
      "data/sito.json",
      "data/concerti.json",
      "data/talks.json",
      "data/edizioni.json",
    ]);
  });
});

describe("image sizes (warnings: the site still builds)", () => {
  const writeImage = (relative: string, width: number, height: number) => async (dir: string) =>
    fs.writeFile(path.join(dir, relative), await flatPng(width, height));

  it("warns, naming file, entry and field, when a concert poster is narrower than its largest box at 2x", async () => {
    const needed = Math.max(neededSourceWidth("heroPoster"), neededSourceWidth("concertPoster"));
    const width = Math.floor(needed / 2);
    const result = await check({ after: writeImage("immagini/concerti/2025-09-12-2130.png", width, Math.round(width * 1.25)) });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toMatch(new RegExp(`^${escape(CONCERTO_1)} › immagine: l'immagine data/immagini/concerti/2025-09-12-2130.png è larga ${width} px: `));
    expect(result.warnings[0]).toContain(`ne servono ${needed}`);
    expect(result.warnings[0]).toContain(`chiedi una versione larga almeno ${needed} px in formato 4:5`);
  });

  it("counts only what stays of a poster wider than 4:5 (its sides are cut)", async () => {
    const needed = Math.max(neededSourceWidth("heroPoster"), neededSourceWidth("concertPoster"));
    // Wide enough, but so short that the 4:5 crop keeps less than needed.
    const height = Math.floor(needed / 0.8) - 100;
    const { warnings } = await check({ after: writeImage("immagini/concerti/2025-09-12-2130.png", needed * 2, height) });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`(ne restano ${Math.round(height * 0.8)} px dopo il taglio in formato 4:5)`);
  });

  it("asks less of a talk image in a grid of three than in a grid of two", async () => {
    const three = neededSourceWidth("talkImage3");
    expect(three).toBeLessThan(neededSourceWidth("talkImage2"));
    // Talk 1 of the base data has four images (two columns); give it three.
    const threeImages = await check({
      edit: (data) => {
        delete data.talks[0].quartaImmagine;
        delete data.talks[0].quartaImmagineAlt;
      },
      after: writeImage("immagini/talks/2025-09-12-1030-1.png", three, Math.ceil(three * 1.25)),
    });
    expect(threeImages.warnings).toEqual([]);
    const fourImages = await check({ after: writeImage("immagini/talks/2025-09-12-1030-1.png", three, Math.ceil(three * 1.25)) });
    expect(fourImages.warnings).toHaveLength(1);
    expect(fourImages.warnings[0]).toMatch(new RegExp(`^${escape(TALK_1)} › immagine: .*griglia di 4 immagini.*ne servono ${neededSourceWidth("talkImage2")}`));
  });

  it("warns about a sponsors banner too narrow for its box at 2x, without asking for a 4:5 shape", async () => {
    const { warnings } = await check({ after: writeImage("immagini/sito/sponsor.png", 1600, 440) });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^data\/sito\.json › sponsor: l'immagine data\/immagini\/sito\/sponsor\.png è larga 1600 px: nella fascia dei sostenitori/);
    expect(warnings[0]).toContain(`almeno ${neededSourceWidth("sponsorBanner")} px`);
    expect(warnings[0]).not.toContain("4:5");
  });

  it("warns about an image far larger than the web needs", async () => {
    const side = LARGEST_SENSIBLE.side + 800;
    const { errors, warnings } = await check({ after: writeImage("immagini/edizioni/2024.png", side, Math.round(side * 1.25)) });
    expect(errors).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/^data\/edizioni\.json › voce 2 \(“2024”\) › immagine: l'immagine data\/immagini\/edizioni\/2024\.png è molto grande/)]);
    expect(warnings[0]).toContain(`${side} × ${Math.round(side * 1.25)} px`);
    expect(warnings[0]).toContain(`larga circa ${neededSourceWidth("editionPoster")} px`);
  });
});
