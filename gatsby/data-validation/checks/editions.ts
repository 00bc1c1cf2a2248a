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
        data.error("edizioni.json", [index, "anno"], `l'anno ${year} compare già in ${data.describePath("edizioni.json", [first])}: ogni edizione va una volta sola`);
      } else {
        years.set(year, index);
      }
    }
  }
}
