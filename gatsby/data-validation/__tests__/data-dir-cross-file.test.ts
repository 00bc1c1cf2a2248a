/** @jest-environment node */
import { check, escape, CONCERTO_1, CONCERTO_2, TALK_1 } from "../__fixtures__/check-data-set";

/** Checks that read several entries or files together: events, venues, days, editions. The data check on a fixture data folder with one change. */

// Each check writes and decodes a data folder of images as large as the site needs (~2 s on a busy
// two-core machine): more than Jest's default 5 s would allow under load.
jest.setTimeout(30_000);

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
    const retired =
      "giorno, orario e luogo di un concerto o di un talk si scrivono ora solo nel suo evento di programma.json, indicato dal campo «evento» (il codice «id» dell'evento); cancellalo";
    expect(errors).toEqual([
      expect.stringMatching(
        new RegExp(`^${escape(CONCERTO_1)}: manca il campo obbligatorio «evento», il codice \\(«id»\\) del suo evento in programma\\.json`),
      ),
      `${CONCERTO_1} › data: il campo «data» non serve più: ${retired} · riga 8`,
      `${CONCERTO_1} › ora: il campo «ora» non serve più: ${retired} · riga 9`,
      `${CONCERTO_1} › luogo: il campo «luogo» non serve più: ${retired} · riga 10`,
    ]);
  });

  it("refuses a venue that luoghi.json does not declare, suggesting the closest", async () => {
    const { errors } = await check({ edit: (data) => void (data.programma[2].eventi[1].luogo = "Teatro Tosselli") });
    expect(errors).toEqual([
      `data/programma.json › voce 3 (“Domenica 14”) › evento 2 (“CIAK SIPARIO”) › luogo: «Teatro Tosselli» non è uno dei luoghi dichiarati in data/luoghi.json («Cinema Monviso», «Open Baladin Cuneo», «NUoVO», «Teatro Toselli», «Sala Prove Nord», «Arena di Prova»): forse intendevi «Teatro Toselli»? · riga 83`,
    ]);
  });

  it("refuses dates outside the festival days", async () => {
    const { errors } = await check({ edit: (data) => void (data.programma[1].data = "2025-09-20") });
    const range = "le date vanno dal 2025-09-12 al 2025-09-14, vedi dataInizio e dataFine in data/sito.json";
    expect(errors).toEqual([
      `data/programma.json › voce 2 (“Sabato 13”) › data: 2025-09-20 (sabato 20 settembre 2025) non è un giorno del festival: ${range} · riga 40`,
    ]);
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
      expect.stringMatching(
        /^data\/sito\.json › badgeDate: il campo «badgeDate» non serve più: l'etichetta delle date .* si ricava ora da dataInizio e dataFine; cancellalo/,
      ),
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
