/** @jest-environment node */
import { check, escape, CONCERTO_1, TALK_1, TALK_2, TALK_4 } from "../__fixtures__/check-data-set";

/** Errors of one field, in Italian, naming file, entry and field. The data check on a fixture data folder with one change. */

// Each check writes and decodes a data folder of images as large as the site needs (~2 s on a busy
// two-core machine): more than Jest's default 5 s would allow under load.
jest.setTimeout(30_000);

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
        data.luoghi[3].mappe = "www.google.com/maps";
      },
    });
    expect(errors).toEqual([
      `data/sito.json › social › voce 3 (“TikTok”) › url: deve essere un indirizzo https (trovato "http://www.tiktok.com/tag/connessionifestival") · riga 48`,
      `data/luoghi.json › voce 4 (“Teatro Toselli”) › mappe: deve essere un indirizzo https (trovato "www.google.com/maps") · riga 85`,
      `${TALK_2} › linkPrenotazione: deve essere un indirizzo https (trovato "http://www.eventbrite.it/e/connessioni") · riga 24`,
    ]);
  });

  it("refuses a venue's preposition outside the list, and accepts a venue without one", async () => {
    const { errors } = await check({
      edit: (data) => {
        data.luoghi[1].preposizione = "dal";
        delete data.luoghi[2].preposizione;
      },
    });
    expect(errors).toEqual([
      `data/luoghi.json › voce 2 (“Open Baladin Cuneo”) › preposizione: deve essere una di queste preposizioni: "a", "al", "allo", "alla", "all'", "ai", "agli", "alle" (o il campo si toglie) (trovato "dal") · riga 34`,
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

  it("accepts every label of a programme event, and refuses a value outside each list in Italian (issue 48)", async () => {
    const labels = { lingua: "en", servizi: ["lis", "interpretariato-it"], pubblico: ["famiglie"], etaMinima: 6, disponibilita: "esaurito" };
    const accepted = await check({ edit: (data) => void Object.assign(data.programma[1].eventi[1], labels) });
    expect(accepted.errors).toEqual([]);
    const { errors } = await check({
      edit: (data) =>
        void Object.assign(data.programma[1].eventi[1], {
          lingua: "inglese",
          servizi: ["LIS"],
          pubblico: "famiglie",
          etaMinima: 0,
          disponibilita: "pochi posti",
        }),
    });
    const event = "data/programma.json › voce 2 (“Sabato 13”) › evento 2 (“Concerto del sabato”)";
    expect(errors).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${escape(event)} › lingua: deve essere il codice di una di queste lingue: "en" \\(inglese\\), .*; per l'italiano il campo non si scrive \\(trovato "inglese"\\) · riga 61$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(`^${escape(event)} › servizi › voce 1: deve essere uno di questi servizi: "lis", "sottotitoli", oppure .* \\(trovato "LIS"\\) · riga 63$`),
      ),
      `${event} › pubblico: deve essere un elenco tra parentesi quadre, senza ripetizioni, per esempio ["studenti", "famiglie"] (trovato "famiglie") · riga 65`,
      `${event} › etaMinima: deve essere un numero intero da 1 a 18, senza virgolette: l'età minima consigliata, in anni (trovato 0) · riga 66`,
      `${event} › disponibilita: può essere solo "ultimi-posti" o "esaurito": finché ci sono posti il campo non si scrive (trovato "pochi posti") · riga 67`,
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

  it("refuses a bad date, method or service in the accessibility statement's facts (issue 48)", async () => {
    const { errors } = await check({
      edit: (data) => {
        const sito = data.sito as Record<string, unknown>;
        Object.assign(sito.dichiarazioneAccessibilita as Record<string, unknown>, { dataValutazione: "2026-02-30", metodo: "a occhio" });
        sito.serviziAccessibilita = [{ titolo: "Ingresso prioritario" }];
      },
    });
    expect(errors).toEqual([
      `data/sito.json › serviziAccessibilita › voce 1 (“Ingresso prioritario”): manca il campo obbligatorio «testo» · riga 86`,
      `data/sito.json › dichiarazioneAccessibilita › dataValutazione: deve essere una data nel formato AAAA-MM-GG, per esempio 2025-09-12 (trovato "2026-02-30") · riga 91`,
      `data/sito.json › dichiarazioneAccessibilita › metodo: deve essere "autovalutazione" o "valutazione esterna" (trovato "a occhio") · riga 92`,
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
    expect(errors).toEqual([`data/concerti.json: il file deve contenere un elenco di concerti tra parentesi quadre [ ] (trovato un oggetto { … })`]);
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
      expect.stringMatching(
        /^data\/programma\.json › voce 3 \(“Domenica 14”\) › evento 1 \(“Premio Connessioni 2025”\) › fine: «09:00» viene prima dell'inizio \(17:30\): l'evento finirebbe il giorno dopo, 15 ore e 30 minuti più tardi/,
      ),
    ]);
  });
});
