import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { closestName } from "./closest-name";
import { newEventId } from "../../src/events/event-id";
import { MISSING_FIELD_HINTS, MULTILINE_KEYWORD, RETIRED_FIELDS, SCHEMAS, type DataFileName } from "./data-files";
import type { DataSet } from "./data-set";
import { describeFound, fromPointer, isObject, quoteList, valueAt } from "./json-values";

/**
 * The JSON Schemas in schemas/ are the rules; ajv applies them. Their `errorMessage` keyword (which
 * VS Code also shows) holds the Italian sentence for a wrong value, so editor and build agree.
 */
const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true });
addFormats(ajv, ["date", "email", "uri"]);
ajv.addKeyword({ keyword: "errorMessage", schemaType: "string" });
// A text of several lines (a description): the CMS gives it a multi-line box, and line breaks are text
// there (checks/text-characters.ts); any other text is one line.
ajv.addKeyword({ keyword: MULTILINE_KEYWORD, schemaType: "boolean" });

const validators = new Map<DataFileName, ValidateFunction>();
function validatorFor(file: DataFileName): ValidateFunction {
  let validate = validators.get(file);
  if (!validate) {
    validate = ajv.compile(SCHEMAS[file]);
    validators.set(file, validate);
  }
  return validate;
}

const TYPE_NAMES: Record<string, string> = {
  string: "un testo tra virgolette",
  integer: "un numero intero",
  number: "un numero",
  boolean: "true oppure false, senza virgolette",
  array: "un elenco tra parentesi quadre [ ]",
  object: "un oggetto tra parentesi graffe { }",
};

function schemaMessage(error: ErrorObject): string | undefined {
  const parent: unknown = error.parentSchema;
  if (!isObject(parent)) return undefined;
  const message = parent.errorMessage;
  return typeof message === "string" ? message : undefined;
}

function allowedProperties(error: ErrorObject): string[] {
  const parent: unknown = error.parentSchema;
  if (!isObject(parent) || !isObject(parent.properties)) return [];
  return Object.keys(parent.properties);
}

/** One Italian sentence for one ajv error, and the path it belongs to. */
function describeError(error: ErrorObject, root: unknown): { path: (string | number)[]; message: string } {
  const path = fromPointer(error.instancePath, root);
  const params: Record<string, unknown> = error.params;
  const found = ` (trovato ${describeFound(error.data)})`;
  switch (error.keyword) {
    case "required": {
      const missing = String(params.missingProperty);
      const hint = Object.prototype.hasOwnProperty.call(MISSING_FIELD_HINTS, missing) ? MISSING_FIELD_HINTS[missing](newEventId()) : undefined;
      return { path, message: `manca il campo obbligatorio «${missing}»${hint ? `, ${hint}` : ""}` };
    }
    case "additionalProperties": {
      const name = String(params.additionalProperty);
      if (name in RETIRED_FIELDS) {
        return { path: [...path, name], message: `il campo «${name}» non serve più: ${RETIRED_FIELDS[name]}; cancellalo` };
      }
      const allowed = allowedProperties(error);
      const target = valueAt(root, path);
      const unused = allowed.filter((field) => !(isObject(target) && field in target));
      const suggestion = closestName(name, unused) ?? closestName(name, allowed);
      return {
        path: [...path, name],
        message: suggestion ? `campo sconosciuto: forse intendevi «${suggestion}»?` : `campo sconosciuto: i campi ammessi qui sono ${quoteList(allowed)}`,
      };
    }
    case "dependentRequired": {
      const present = String(params.property);
      const missing = String(params.missingProperty);
      return {
        path: [...path, present],
        message: present.endsWith("Alt")
          ? `manca «${missing}», l'immagine a cui si riferisce questo testo: aggiungila, oppure cancella anche «${present}»`
          : `manca «${missing}», il testo alternativo di questa immagine: aggiungilo, oppure cancella anche «${present}»`,
      };
    }
    case "minItems": {
      const limit = Number(params.limit);
      const what = path.length === 0 ? "il file deve contenere" : "deve contenere";
      return { path, message: `${what} almeno ${limit === 1 ? "una voce" : `${limit} voci`}` };
    }
    case "type":
      return {
        path,
        message: (schemaMessage(error) ?? `deve essere ${TYPE_NAMES[String(params.type)] ?? String(params.type)}`) + found,
      };
    case "enum": {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues.map(String) : [];
      return { path, message: (schemaMessage(error) ?? `deve essere uno tra ${quoteList(allowed)}`) + found };
    }
    default:
      // pattern, format, minimum, maximum: the schema's own sentence for this field.
      return { path, message: (schemaMessage(error) ?? "valore non valido") + found };
  }
}

/** Validates one parsed file against its schema and records every problem in the data set. */
export function checkSchema(data: DataSet, file: DataFileName): void {
  const root = data.value(file);
  const validate = validatorFor(file);
  if (validate(root)) return;
  const errors = validate.errors ?? [];
  // A misspelt field ("terzaImmagne") also makes its real name look missing: say it once, as a misspelling.
  const misspelt = new Set<string>();
  for (const error of errors) {
    if (error.keyword !== "additionalProperties") continue;
    const allowed = allowedProperties(error);
    const suggestion = closestName(String(error.params.additionalProperty), allowed);
    if (suggestion) misspelt.add(`${error.instancePath}|${suggestion}`);
  }
  const seen = new Set<string>();
  for (const error of errors) {
    const missing: unknown = error.keyword === "required" || error.keyword === "dependentRequired" ? error.params.missingProperty : undefined;
    if (typeof missing === "string" && misspelt.has(`${error.instancePath}|${missing}`)) {
      data.markInvalid(file, error.instancePath);
      continue;
    }
    const { path, message } = describeError(error, root);
    data.markInvalid(file, error.instancePath);
    // A value can break two rules with the same sentence (pattern and format): say it once.
    const key = `${error.instancePath}|${path.join("/")}|${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    data.error(file, path, message);
  }
}
