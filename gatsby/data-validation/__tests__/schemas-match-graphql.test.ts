/** @jest-environment node */
import { SCHEMAS } from "../data-files";
import { isObject } from "../json-values";
import { typeDefs } from "../../schema";

/**
 * The JSON Schemas and the GraphQL types in gatsby/schema/ describe the same data: the same
 * fields, required exactly where GraphQL says non-null, with matching value types.
 */
interface GraphQLField {
  name: string;
  type: string; // e.g. "String!", "[String!]!", "File"
}

function graphQLTypes(source: string): Map<string, GraphQLField[]> {
  const types = new Map<string, GraphQLField[]>();
  for (const match of source.matchAll(/type (\w+)[^{]*\{([^}]*)\}/g)) {
    const fields = [...match[2].matchAll(/^\s*(\w+):\s*(\[?\w+!?\]?!?)/gm)].map(([, name, type]) => ({ name, type }));
    types.set(match[1], fields);
  }
  return types;
}

type Schema = Record<string, unknown>;
const child = (schema: unknown, ...keys: string[]): Schema => {
  let current: unknown = schema;
  for (const key of keys) current = isObject(current) ? current[key] : undefined;
  if (!isObject(current)) throw new Error(`no ${keys.join(".")} in schema`);
  return current;
};

const sito = SCHEMAS["sito.json"];
const programmaDay = child(SCHEMAS["programma.json"], "items");
const luogo = child(SCHEMAS["luoghi.json"], "items");
const OBJECT_SCHEMAS: [string, Schema][] = [
  ["SitoJson", child(sito)],
  ["SitoOrganizzatore", child(sito, "properties", "organizzatore")],
  ["SitoSocial", child(sito, "properties", "social", "items")],
  ["SitoOrario", child(sito, "properties", "orari", "items")],
  ["SitoServizioAccessibilita", child(sito, "properties", "serviziAccessibilita", "items")],
  ["SitoDichiarazioneAccessibilita", child(sito, "properties", "dichiarazioneAccessibilita")],
  ["SitoBarriera", child(sito, "properties", "dichiarazioneAccessibilita", "properties", "barriere", "items")],
  ["ProgrammaJson", programmaDay],
  ["ProgrammaEvento", child(programmaDay, "properties", "eventi", "items")],
  ["ConcertiJson", child(SCHEMAS["concerti.json"], "items")],
  ["TalksJson", child(SCHEMAS["talks.json"], "items")],
  ["EdizioniJson", child(SCHEMAS["edizioni.json"], "items")],
  ["AvvisiJson", child(SCHEMAS["avvisi.json"], "items")],
  ["LuoghiJson", luogo],
  ["LuogoIndirizzo", child(luogo, "properties", "indirizzo")],
  ["LuogoCoordinate", child(luogo, "properties", "coordinate")],
  ["LuogoFigura", child(SCHEMAS["luoghi.json"], "$defs", "figura")],
  ["LuogoAccesso", child(luogo, "properties", "accesso")],
];

/** The JSON type a GraphQL type stands for; images (File) are paths, so strings. */
function expectedJsonType(graphQLType: string): string {
  if (graphQLType.startsWith("[")) return "array";
  const name = graphQLType.replace(/!$/, "");
  return { String: "string", File: "string", Int: "integer", Float: "number", Boolean: "boolean" }[name] ?? "object";
}

function jsonTypeOf(root: Schema, property: Schema): string | undefined {
  const ref = property.$ref;
  const target = typeof ref === "string" ? child(root, "$defs", ref.replace("#/$defs/", "")) : property;
  return typeof target.type === "string" ? target.type : undefined;
}

const rootOf = (name: string): Schema =>
  child(
    SCHEMAS[
      name.startsWith("Sito")
        ? "sito.json"
        : name.startsWith("Luog")
          ? "luoghi.json"
          : name.startsWith("Programma")
            ? "programma.json"
            : name.startsWith("Concerti")
              ? "concerti.json"
              : name.startsWith("Talks")
                ? "talks.json"
                : name.startsWith("Avvisi")
                  ? "avvisi.json"
                  : "edizioni.json"
    ],
  );

describe.each(OBJECT_SCHEMAS)("%s", (typeName, schema) => {
  const fields = graphQLTypes(typeDefs).get(typeName) ?? [];

  it("has the same fields, and no others", () => {
    expect(fields.length).toBeGreaterThan(0);
    expect(Object.keys(child(schema, "properties")).sort()).toEqual(fields.map((field) => field.name).sort());
    expect(schema.additionalProperties).toBe(false);
  });

  it("requires exactly the non-null fields", () => {
    const required = Array.isArray(schema.required) ? [...schema.required].sort() : [];
    expect(required).toEqual(
      fields
        .filter((field) => field.type.endsWith("!"))
        .map((field) => field.name)
        .sort(),
    );
  });

  it("gives every field the matching JSON type", () => {
    const properties = child(schema, "properties");
    for (const field of fields) {
      expect([field.name, jsonTypeOf(rootOf(typeName), child(properties, field.name))]).toEqual([field.name, expectedJsonType(field.type)]);
    }
  });
});
