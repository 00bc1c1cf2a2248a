import { KNOWN_EVENT_TYPES, MULTILINE_KEYWORD } from "../../data-validation/data-files";
import { AUDIENCE_WORDS, AVAILABILITY_WORDS, LANGUAGE_NAMES, SERVICE_WORDS } from "../../../src/events/event-labels";

/**
 * Decap CMS fields generated from a data file's JSON schema, so that the schema stays the one source
 * of truth: a property added to a schema appears in the CMS with no code change. The schemas' shared
 * definitions ($defs) name the kinds of value: `ora` (a time), `momento` (a day and time), `immagine`
 * (an image path), `dataIso` (format "date"); the rest follows from `type`, `enum`, `pattern`, `required`, `minItems`
 * and `x-multiline` (a text of several lines).
 */

export interface JsonSchema {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string;
  title?: string;
  description?: string;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minItems?: number;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  examples?: unknown[];
  default?: unknown;
  errorMessage?: string;
  /** A text of several lines (MULTILINE_KEYWORD): a multi-line box. */
  "x-multiline"?: boolean;
}

/** The subset of Decap's field options we write (see decapcms.org/docs/widgets). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  default?: unknown;
  options?: (string | { label: string; value: string })[];
  /** A select of several values (a list of codes, e.g. a programme event's `servizi`). */
  multiple?: boolean;
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  format?: string;
  date_format?: string | false;
  time_format?: string | false;
  picker_utc?: boolean;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  label_singular?: string;
  summary?: string;
  collapsed?: boolean;
  minimize_collapsed?: boolean;
  fields?: CmsField[];
  field?: CmsField;
  // The relation widget (a concert's or talk's programme event).
  collection?: string;
  file?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  options_length?: number;
}

/** Name of our own widget (cms-setup.js) that gives a new programme event its id and shows nothing. */
export const EVENT_ID_WIDGET = "connessioni-id-evento";

/** The file whose programme events a concert or talk may name: today's, or an archived year's. */
export interface EventReference {
  collection: string;
  file: string;
}

/** Options that depend on the file, not on the schema: list summaries and the image folders. */
export interface FieldOptions {
  /** List summary templates by property path ("" is the file's own list, "eventi" a nested one). */
  summaries?: Record<string, string>;
  /** Folder (relative to data/) for images whose schema has no example path. */
  defaultImageFolder: string;
  /** Where the programme events are, for a reference to one (`evento`). */
  eventReference?: EventReference;
  /** The list field that holds an array-root file's items (json-file-format.js's ITEMS_FIELD). */
  itemsField?: string;
}

/**
 * A concert's or talk's programme event, picked from the programme: Decap's relation widget on the
 * programme's file collection, its value the event's id. The wildcards reach into the days' event
 * lists (Decap expands each `*`, nested ones too); the label is the event's time and title (a day's
 * name cannot join it: Decap pairs display paths with value paths by their position in the list).
 */
function eventPicker(base: CmsField, reference: EventReference, itemsField: string): CmsField {
  const events = `${itemsField}.*.eventi.*`;
  return {
    ...base,
    widget: "relation",
    collection: reference.collection,
    file: reference.file,
    value_field: `${events}.id`,
    search_fields: [`${events}.titolo`, `${events}.speaker`, `${events}.ora`],
    display_fields: [`${events}.ora`, `${events}.titolo`],
    options_length: 500,
  };
}

// Free-text properties that the site styles by a fixed list of values: offered as a choice.
const CHOICE_FIELDS: Readonly<Record<string, readonly string[]>> = { tipo: KNOWN_EVENT_TYPES };

const capitalised = (words: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(words).map(([code, word]) => [code, word.charAt(0).toUpperCase() + word.slice(1)]));

/**
 * Optional fields whose values are words of the data, offered under words of the form. The first option
 * has the value "" and stands for the field left out: json-file-format.js drops an empty field, so
 * choosing it writes nothing (a programme event is "Confermato" without a `stato`).
 */
const OPTIONAL_CHOICE_LABELS: Readonly<Record<string, { absent: string; labels: Readonly<Record<string, string>> }>> = {
  stato: { absent: "Confermato", labels: { annullato: "Annullato" } },
  // A venue's article, for "era al NUoVO"; without it the cards say "prima: NUoVO".
  preposizione: { absent: "Nessuna (il sito scrive «prima: …»)", labels: {} },
  // A programme event's labels (src/events/event-labels.ts), in the words the cards use.
  lingua: { absent: "Italiano", labels: capitalised(LANGUAGE_NAMES) },
  disponibilita: { absent: "Ci sono posti (non si dice niente)", labels: AVAILABILITY_WORDS },
};

/** Lists of codes offered as one select of several values, under the words the cards use. */
const MULTIPLE_CHOICE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  servizi: SERVICE_WORDS,
  pubblico: capitalised(AUDIENCE_WORDS),
};

// A reasonable check for the `email` format, which Decap cannot validate by name.
const EMAIL_PATTERN = "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$";

// The schemas' messages speak of JSON ("tra virgolette", "senza virgolette"); the CMS has no quotes.
const cmsMessage = (text: string): string => {
  const plain = text.replace(/,? (?:tra|senza) virgolette/g, "");
  return plain.charAt(0).toUpperCase() + plain.slice(1);
};

interface Resolved {
  schema: JsonSchema;
  definition?: string;
}

/** Merges a `$ref` to `#/$defs/name` with the keywords written beside it (title, description...). */
function resolve(schema: JsonSchema, root: JsonSchema): Resolved {
  if (!schema.$ref) return { schema };
  const match = /^#\/\$defs\/(.+)$/.exec(schema.$ref);
  const target = match ? root.$defs?.[match[1]] : undefined;
  if (!match || !target) throw new Error(`CMS fields: unsupported $ref ${schema.$ref}`);
  const { $ref: _ref, ...local } = schema;
  return { schema: { ...target, ...local }, definition: match[1] };
}

function patternOf(name: string, schema: JsonSchema, label: string): [string, string] | undefined {
  const pattern = schema.pattern ?? (schema.format === "email" ? EMAIL_PATTERN : undefined);
  if (!pattern) return undefined;
  const message = schema.errorMessage ? cmsMessage(schema.errorMessage) : `${label}: formato non valido`;
  return [pattern, message];
}

/** The folder an image field uploads to, from the schema's example path (e.g. immagini/talks/x.png). */
function imageFolder(schema: JsonSchema, fallback: string): string {
  const example = schema.examples?.find((value): value is string => typeof value === "string" && value.includes("/"));
  return example ? example.slice(0, example.lastIndexOf("/")) : fallback;
}

function fieldFor(name: string, property: JsonSchema, required: boolean, root: JsonSchema, options: FieldOptions, path: string): CmsField {
  const { schema, definition } = resolve(property, root);
  const label = schema.title ?? name;
  const base: CmsField = { name, label, widget: "string", required };
  if (schema.description) base.hint = schema.description;
  if (schema.default !== undefined) base.default = schema.default;
  const pattern = patternOf(name, schema, label);

  if (definition === "idEvento") {
    // A programme event's own id: made by the CMS for a new event, never shown (see cms-setup.js).
    if (name === "id") return { name, label, widget: EVENT_ID_WIDGET, required };
    if (!options.eventReference) throw new Error(`CMS fields: ${path} refers to programme events, but no programme is given`);
    return eventPicker(base, options.eventReference, options.itemsField ?? "items");
  }
  const labelled = OPTIONAL_CHOICE_LABELS[name];
  if (schema.enum && labelled && !required) {
    const options = [{ label: labelled.absent, value: "" }, ...schema.enum.map(String).map((value) => ({ label: labelled.labels[value] ?? value, value }))];
    return { ...base, widget: "select", options };
  }
  if (schema.enum) return { ...base, widget: "select", options: schema.enum.map(String) };
  if (CHOICE_FIELDS[name] && schema.type === "string") return { ...base, widget: "select", options: [...CHOICE_FIELDS[name]] };
  if (schema.format === "date") {
    // A date picker that stores "YYYY-MM-DD", the schema's format, with no time zone applied.
    return { ...base, widget: "datetime", date_format: "YYYY-MM-DD", time_format: false, picker_utc: false, ...(pattern && { pattern }) };
  }
  if (definition === "momento") {
    // Rome's wall time, "2025-09-13T18:00", as the notices' data stores it. Decap 3.16's datetime
    // widget (decap-cms-widget-datetime 3.6): with `format` set it shows a datetime-local input and
    // writes dayjs(input).format(format); picker_utc false reads and writes the input as it is, so
    // no time zone is applied and the text stored is exactly what the volunteer picked.
    return {
      ...base,
      widget: "datetime",
      format: "YYYY-MM-DDTHH:mm",
      date_format: "YYYY-MM-DD",
      time_format: "HH:mm",
      picker_utc: false,
      ...(pattern && { pattern }),
    };
  }
  if (definition === "ora") {
    return { ...base, widget: "datetime", date_format: false, time_format: "HH:mm", picker_utc: false, ...(pattern && { pattern }) };
  }
  if (definition === "immagine") {
    const folder = imageFolder(schema, options.defaultImageFolder);
    // Relative folders are resolved against the entry's own folder (data/), and public_folder is
    // what the field stores: so an upload lands in data/immagini/<x>/ and the field reads
    // "immagini/<x>/file.png", the path the data expects. No "insert from URL": images are ours.
    return { ...base, widget: "image", media_folder: folder, public_folder: folder, choose_url: false, ...(pattern && { pattern }) };
  }
  if (schema.type === "integer" || schema.type === "number") {
    return {
      ...base,
      widget: "number",
      // Decap stores a number widget's value as text unless told its kind.
      value_type: schema.type === "integer" ? ("int" as const) : ("float" as const),
      ...(schema.minimum !== undefined && { min: schema.minimum }),
      ...(schema.maximum !== undefined && { max: schema.maximum }),
    };
  }
  if (schema.type === "boolean") return { ...base, widget: "boolean", default: base.default ?? false };
  if (schema.type === "array") {
    if (!schema.items) throw new Error(`CMS fields: ${path} is an array without items`);
    const choices = resolve(schema.items, root).schema.enum;
    if (choices) {
      // A list of codes: one select of several values, easier on a phone than a list of selects.
      const words = MULTIPLE_CHOICE_LABELS[name] ?? {};
      return { ...base, widget: "select", multiple: true, options: choices.map(String).map((value) => ({ label: words[value] ?? value, value })) };
    }
    const list: CmsField = { ...base, widget: "list", collapsed: true, minimize_collapsed: false };
    if (schema.minItems !== undefined) list.min = schema.minItems;
    const summary = options.summaries?.[path];
    if (summary) list.summary = summary;
    const { schema: items } = resolve(schema.items, root);
    if (items.type === "object") {
      if (items.title) list.label_singular = items.title;
      return { ...list, fields: fieldsOf(items, root, options, path) };
    }
    // A list of texts: one input per text, so a name may contain commas.
    const field = fieldFor(name, schema.items, true, root, options, path);
    return { ...list, collapsed: false, field: { ...field, label: items.title ?? label } };
  }
  if (schema.type === "object") {
    const fields = fieldsOf(schema, root, options, path);
    // Decap 3 checks an optional object's required fields even when the object is left out (a venue
    // without coordinates or photo could not be saved): there they are optional in the form, and the
    // data check (schemas/, gatsby/data-validation) still asks for all of them once one is given.
    return { ...base, widget: "object", collapsed: false, fields: required ? fields : fields.map(optionalInForm) };
  }
  if (schema.type !== "string") throw new Error(`CMS fields: ${path} has unsupported type ${String(schema.type)}`);
  return { ...base, widget: schema[MULTILINE_KEYWORD] ? "text" : "string", ...(pattern && { pattern }) };
}

/** A field, and the fields inside it, that the form does not require (see fieldFor's objects). */
const optionalInForm = (field: CmsField): CmsField => ({ ...field, required: false, ...(field.fields && { fields: field.fields.map(optionalInForm) }) });

/** The fields of an object schema, in the schema's property order (the order the files use). */
export function fieldsOf(schema: JsonSchema, root: JsonSchema, options: FieldOptions, parentPath = ""): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldFor(name, property, required.has(name), root, options, parentPath === "" ? name : `${parentPath}.${name}`),
  );
}

/** The key order of a data file, for the serializer (json-file-format.js): objects list their keys. */
export interface Shape {
  keys?: string[];
  properties?: Record<string, Shape>;
  items?: Shape;
}

export function shapeOf(schema: JsonSchema, root: JsonSchema = schema): Shape {
  const { schema: resolved } = resolve(schema, root);
  if (resolved.type === "array" && resolved.items) return { items: shapeOf(resolved.items, root) };
  if (resolved.type === "object" && resolved.properties) {
    const properties = Object.fromEntries(Object.entries(resolved.properties).map(([key, value]) => [key, shapeOf(value, root)]));
    return { keys: Object.keys(resolved.properties), properties };
  }
  return {};
}

/** The root list field of an array-root file, or the fields of an object-root file. */
export function fileFields(schema: JsonSchema, options: FieldOptions, itemsField: string): CmsField[] {
  if (schema.type === "array") {
    if (!schema.items) throw new Error("CMS fields: root array without items");
    const list = fieldFor(itemsField, { ...schema, title: schema.title, description: schema.description }, true, schema, options, "");
    return [list];
  }
  return fieldsOf(schema, schema, options);
}
