/** @jest-environment node */
import { checkNotices, NOTICE_MAX_LENGTH } from "../checks/notices";
import { DataSet } from "../data-set";
import { parseJson } from "../json-syntax";
import { checkSchema } from "../schema-validation";

/**
 * data/avvisi.json's rules, on files written here (no images involved, so no fixture folder): the
 * schema and the notices' check, as validateDataDir runs them, with a programme whose events carry ids.
 */
const PROGRAMME = [{ giorno: "Sabato 13", data: "2025-09-13", eventi: [{ id: "k7m2q9xa", ora: "21:30" }] }];

function problems(notices: unknown, programme: unknown = PROGRAMME): { errors: string[]; warnings: string[] } {
  const data = new DataSet("data");
  for (const [file, value] of [
    ["programma.json", programme],
    ["avvisi.json", notices],
  ] as const) {
    const parsed = parseJson(JSON.stringify(value, null, 2));
    if (!parsed.ok) throw new Error(parsed.message);
    data.addParsed(file, parsed.parsed);
  }
  // Only avvisi.json's schema: the programme here is a sketch, with the ids the events will carry.
  checkSchema(data, "avvisi.json");
  checkNotices(data);
  const lines = (severity: string) => data.problems.filter((problem) => problem.severity === severity).map((problem) => data.format(problem));
  return { errors: lines("error"), warnings: lines("warning") };
}

const notice = (fields: Record<string, unknown>) => ({ testo: "Porte aperte alle 21:00.", dal: "2025-09-13T18:00", ...fields });

describe("data/avvisi.json", () => {
  it("accepts an empty list, and notices with or without an end, an event, a page, importante", () => {
    expect(problems([])).toEqual({ errors: [], warnings: [] });
    expect(
      problems([
        notice({}),
        notice({ al: "2025-09-14T01:00", evento: "k7m2q9xa", importante: true }),
        notice({ pagina: "/concerti/", importante: false }),
        notice({ testo: "x".repeat(NOTICE_MAX_LENGTH) }),
      ]),
    ).toEqual({ errors: [], warnings: [] });
  });

  it("refuses an end before the start, or at the same moment, in Italian", () => {
    const { errors } = problems([notice({ al: "2025-09-13T17:00" }), notice({ al: "2025-09-13T18:00" })]);
    expect(errors).toEqual([
      expect.stringMatching(
        /^data\/avvisi\.json › voce 1 \(“Porte aperte alle 21:00\.”\) › al: «2025-09-13T17:00» viene prima di «dal» \(2025-09-13T18:00\): l'avviso non si vedrebbe mai\. .* · riga \d+$/,
      ),
      expect.stringMatching(/^data\/avvisi\.json › voce 2 .* › al: «2025-09-13T18:00» è lo stesso momento di «dal»/),
    ]);
  });

  it("refuses a link to no event, and says so when the programme has no ids yet", () => {
    expect(problems([notice({ evento: "zzzz1234" })]).errors).toEqual([
      expect.stringContaining(
        "› evento: nessun evento di programma.json ha il codice «zzzz1234»: copia l'«id» dell'evento dal programma, oppure togli «evento»",
      ),
    ]);
    const withoutIds = [{ giorno: "Sabato 13", data: "2025-09-13", eventi: [{ ora: "21:30" }] }];
    expect(problems([notice({ evento: "k7m2q9xa" })], withoutIds).errors).toEqual([
      expect.stringContaining("› evento: nessun evento di programma.json ha un codice («id»)"),
    ]);
  });

  it("refuses an empty or blank text, and a text over the limit with its length", () => {
    const { errors } = problems([notice({ testo: "" }), notice({ testo: "   " }), notice({ testo: "à".repeat(NOTICE_MAX_LENGTH + 5) })]);
    expect(errors).toEqual([
      expect.stringMatching(/^data\/avvisi\.json › voce 1 › testo: il testo dell'avviso è vuoto/),
      expect.stringMatching(/^data\/avvisi\.json › voce 2 › testo: il testo dell'avviso è vuoto/),
      expect.stringContaining(`› testo: il testo è lungo ${NOTICE_MAX_LENGTH + 5} caratteri, 5 più del massimo di ${NOTICE_MAX_LENGTH}: accorcialo`),
    ]);
  });

  it("refuses both an event and a page", () => {
    expect(problems([notice({ evento: "k7m2q9xa", pagina: "/" })]).errors).toEqual([
      expect.stringContaining("› pagina: un avviso può riferirsi a un evento oppure a una pagina, non a entrambi"),
    ]);
  });

  it("refuses wall times in another form, dates that do not exist, unknown pages and missing fields", () => {
    const { errors } = problems([
      { testo: "Senza inizio." },
      notice({ dal: "13/09/2025 18:00" }),
      notice({ dal: "2025-09-13T18:00:00+02:00" }),
      notice({ al: "2025-09-31T10:00" }),
      notice({ pagina: "/programma/" }),
      notice({ importante: "sì" }),
    ]);
    // In the order of the data check's report, which sorts by line (validateDataDir).
    expect(errors).toHaveLength(6);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringContaining("voce 1 (“Senza inizio.”): manca il campo obbligatorio «dal»"),
        expect.stringContaining("voce 2 (“Porte aperte alle 21:00.”) › dal: deve essere giorno e ora italiani nel formato AAAA-MM-GGTHH:MM"),
        expect.stringContaining("voce 3 (“Porte aperte alle 21:00.”) › dal: deve essere giorno e ora italiani nel formato AAAA-MM-GGTHH:MM"),
        expect.stringContaining("voce 4 (“Porte aperte alle 21:00.”) › al: «2025-09-31» non è una data che esiste"),
        expect.stringContaining("voce 5 (“Porte aperte alle 21:00.”) › pagina: deve essere una delle pagine del sito"),
        expect.stringContaining("voce 6 (“Porte aperte alle 21:00.”) › importante: deve essere true oppure false"),
      ]),
    );
  });
});
