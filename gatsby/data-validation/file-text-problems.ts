import type { DataFileName } from "./data-files";
import { DataSet } from "./data-set";
import { parseJson } from "./json-syntax";
import { checkSchema } from "./schema-validation";
import { checkTextCharacters } from "./checks/text-characters";

/**
 * What stops one data file from being read on its own: a syntax slip, a value its schema rejects
 * or a character no text may hold, as the same Italian lines as the full check. Cross-file rules (a
 * talk that disagrees with the programme) are not looked at: they need the other files.
 */
export function fileTextProblems(file: DataFileName, text: string, displayDir: string): string[] {
  const data = new DataSet(displayDir);
  const outcome = parseJson(text);
  if (!outcome.ok) {
    data.error(file, [], outcome.message);
  } else {
    data.addParsed(file, outcome.parsed);
    checkSchema(data, file);
    checkTextCharacters(data, file);
  }
  return data.problems.map((problem) => data.format(problem));
}
