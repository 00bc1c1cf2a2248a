import type { DataSet } from "../data-set";

/** At most one edition is the upcoming one (it gets the PROSSIMA badge); years are not repeated. */
export function checkEditions(data: DataSet): void {
  let upcoming: number | undefined;
  const years = new Map<number, number>();
  for (const { index, item } of data.items("edizioni.json")) {
    if (data.text("edizioni.json", [index, "stato"]) === "upcoming") {
      if (upcoming === undefined) {
        upcoming = index;
      } else {
        data.error(
          "edizioni.json",
          [index, "stato"],
          `solo un'edizione può essere "upcoming" (la prossima), ma lo è già ${data.describePath("edizioni.json", [upcoming])}: scrivi "past" per quella già svolta`,
        );
      }
    }
    const year = item.anno;
    if (typeof year === "number" && data.isValidAt("edizioni.json", [index, "anno"])) {
      const first = years.get(year);
      if (first !== undefined) {
        data.error(
          "edizioni.json",
          [index, "anno"],
          `l'anno ${year} compare già in ${data.describePath("edizioni.json", [first])}: ogni edizione va una volta sola`,
        );
      } else {
        years.set(year, index);
      }
    }
  }
  checkEditionAgreesWithSite(data, upcoming);
}

/**
 * When the festival rolls over to a new year, sito.json (edizione, dates) and edizioni.json (the
 * upcoming edition) must move together; one without the other shows two different years on the
 * site. Warnings, not errors: the site still builds, and an edition named otherwise than by its
 * year ("2026 bis") is the editors' choice.
 */
function checkEditionAgreesWithSite(data: DataSet, upcoming: number | undefined): void {
  const edizione = data.text("sito.json", ["edizione"]);
  const dataInizio = data.text("sito.json", ["dataInizio"]);
  if (edizione === undefined || !/^\d{4}$/.test(edizione.trim())) return;
  if (dataInizio !== undefined && dataInizio.slice(0, 4) !== edizione.trim()) {
    data.warn(
      "sito.json",
      ["edizione"],
      `l'edizione è «${edizione}» ma dataInizio (${dataInizio}) è nel ${dataInizio.slice(0, 4)}: per una nuova edizione cambia insieme edizione, dataInizio e dataFine`,
    );
  }
  if (upcoming === undefined || !data.has("edizioni.json")) return;
  const anno = data.items("edizioni.json").find(({ index }) => index === upcoming)?.item.anno;
  if (typeof anno === "number" && String(anno) !== edizione.trim()) {
    data.warn(
      "edizioni.json",
      [upcoming, "anno"],
      `la prossima edizione ("upcoming") è del ${anno}, ma in ${data.displayName("sito.json")} l'edizione è «${edizione}»: segna "past" l'edizione già svolta e aggiungi quella nuova come "upcoming" (vedi «Preparare la nuova edizione» nella guida)`,
    );
  }
}
