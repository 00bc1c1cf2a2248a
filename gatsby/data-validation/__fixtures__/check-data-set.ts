import { makeDataSet, removeDataSet, type DataSetOptions } from "./make-data-set";
import { validateDataDir, type ValidationResult } from "../validate-data-dir";

/** Builds a fixture data folder with one change, validates it as if it were data/, removes it. */
export async function check(options: DataSetOptions & { after?: (dir: string) => Promise<void> } = {}): Promise<ValidationResult> {
  const dir = await makeDataSet(options);
  try {
    await options.after?.(dir);
    return await validateDataDir(dir, { displayDir: "data" });
  } finally {
    await removeDataSet(dir);
  }
}

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// How the messages name entries of the fixture data set (__fixtures__/base).
export const CONCERTO_1 = "data/concerti.json › voce 1 (“Due ospiti musicali da annunciare”)";
export const CONCERTO_2 = "data/concerti.json › voce 2 (“Ospite musicale da annunciare”)";
export const TALK_1 = "data/talks.json › voce 1 (“Inattivi, “influenzati” e fatti a pezzi?”)";
export const TALK_2 = "data/talks.json › voce 2 (“Connessioni Culinarie”)";
export const TALK_4 = "data/talks.json › voce 4 (“Premio Connessioni 2025”)";
