/** @jest-environment node */
import YAML from "yaml";
import { sitePagePaths } from "../../../../src/utils/page-paths";
import { SCHEMAS } from "../../../data-validation/data-files";
import { ITEMS_FIELD } from "../admin/json-file-format";
import { buildCmsConfig, cmsBackendFromEnv, cmsFormats, CMS_DATA_FILES } from "../cms-config";
import { EVENT_ID_WIDGET, fileFields, type CmsField, type JsonSchema } from "../schema-fields";

const config = buildCmsConfig(cmsBackendFromEnv("https://festival.example", {}));
type Collection = { name: string; label: string; format: string; files: Array<{ file: string; fields: CmsField[] }> };
const collections = config.collections as Collection[];

/** Every property path of a schema, e.g. "eventi.ora" ("[]" steps into array items). */
function schemaPaths(schema: JsonSchema, root: JsonSchema, prefix = ""): string[] {
  const resolved = schema.$ref ? root.$defs![schema.$ref.split("/").pop()!] : schema;
  if (resolved.type === "array" && resolved.items) return schemaPaths(resolved.items, root, prefix);
  if (resolved.type !== "object" || !resolved.properties) return [];
  return Object.entries(resolved.properties).flatMap(([name, property]) => {
    const path = prefix === "" ? name : `${prefix}.${name}`;
    return [path, ...schemaPaths(property, root, path)];
  });
}

/** Every field path of a CMS configuration, in the same notation. */
function fieldPaths(fields: readonly CmsField[], prefix = ""): string[] {
  return fields.flatMap((field) => {
    const path = prefix === "" ? field.name : `${prefix}.${field.name}`;
    return [path, ...fieldPaths(field.fields ?? [], path)];
  });
}

/** Field paths without the wrapper list of array-root files. */
function dataPaths(collection: Collection): string[] {
  const [file] = collection.files;
  const top = file.fields;
  if (top.length === 1 && top[0].name === ITEMS_FIELD) return fieldPaths(top[0].fields ?? []);
  return fieldPaths(top);
}

it("offers each access fact of a venue as a list that starts at «da verificare», never as an on/off switch", () => {
  const luoghi = collections.find((collection) => collection.name === "luoghi")!.files[0].fields[0].fields!;
  for (const fact of ["ingresso", "ascensore", "bagnoAccessibile", "postiCarrozzina", "anelloInduttivo", "posti", "musicaAltaOLuciStroboscopiche"]) {
    const field = findField(luoghi, `accesso.${fact}`);
    expect({ fact, widget: field.widget, default: field.default, first: field.options?.[0] }).toEqual({
      fact,
      widget: "select",
      default: "da verificare",
      first: "da verificare",
    });
  }
  // Coordinates are decimal numbers, stored as numbers.
  // Optional in the form, as Decap would otherwise refuse a venue without coordinates: the data check asks for both once one is given.
  expect(findField(luoghi, "coordinate.lat")).toMatchObject({ widget: "number", value_type: "float", required: false });
  expect(findField(luoghi, "foto.credito")).toMatchObject({ required: false });
  // A required object's own fields stay required.
  expect(findField(luoghi, "indirizzo.citta")).toMatchObject({ required: true });
  expect(findField(luoghi, "accesso.gradini")).toMatchObject({ widget: "number", value_type: "int", required: false });
});

function findField(fields: readonly CmsField[], path: string): CmsField {
  const [head, ...rest] = path.split(".");
  const field = fields.find((candidate) => candidate.name === head);
  if (!field) throw new Error(`no field ${path}`);
  return rest.length === 0 ? field : findField(field.fields ?? [], rest.join("."));
}

describe("CMS configuration", () => {
  it("has one collection per data file, with the Italian labels volunteers know", () => {
    expect(collections.map((collection) => collection.label)).toEqual(["Avvisi", "Programma", "Concerti", "Talks", "Edizioni", "Luoghi", "Sito e contatti"]);
    expect(collections.map((collection) => collection.files[0].file).sort()).toEqual(
      Object.keys(SCHEMAS)
        .map((name) => `data/${name}`)
        .sort(),
    );
  });

  it.each(CMS_DATA_FILES.map((dataFile) => [dataFile.file, dataFile.name] as const))(
    "%s: every schema property has a CMS field, and every CMS field a schema property",
    (file, name) => {
      const schema = SCHEMAS[file] as JsonSchema;
      const collection = collections.find((candidate) => candidate.name === name)!;
      expect(dataPaths(collection).sort()).toEqual(schemaPaths(schema, schema).sort());
    },
  );

  it("marks exactly the schema's required properties as required", () => {
    const talks = collections.find((collection) => collection.name === "talks")!.files[0].fields[0].fields!;
    const schema = SCHEMAS["talks.json"] as JsonSchema;
    const required = new Set(schema.items!.required);
    for (const field of talks) expect([field.name, field.required]).toEqual([field.name, required.has(field.name)]);
  });

  it("picks up a property added to a schema with no code change", () => {
    const schema = JSON.parse(JSON.stringify(SCHEMAS["sito.json"])) as JsonSchema;
    schema.properties!.nuovoCampo = { $ref: "#/$defs/testo", title: "Nuovo campo", description: "Un testo nuovo." };
    const fields = fileFields(schema, { defaultImageFolder: "immagini/sito" }, ITEMS_FIELD);
    expect(findField(fields, "nuovoCampo")).toMatchObject({ label: "Nuovo campo", hint: "Un testo nuovo.", widget: "string", required: false });
  });

  it("uses pickers that write the schema's date and time formats", () => {
    const programma = collections.find((collection) => collection.name === "programma")!.files[0].fields[0].fields!;
    expect(findField(programma, "data")).toMatchObject({ widget: "datetime", date_format: "YYYY-MM-DD", time_format: false });
    expect(findField(programma, "eventi.ora")).toMatchObject({ widget: "datetime", date_format: false, time_format: "HH:mm" });
  });

  it("gives a programme event its id through our hidden widget, never as a field to type", () => {
    const programma = collections.find((collection) => collection.name === "programma")!.files[0].fields[0].fields!;
    const eventi = findField(programma, "eventi").fields!;
    expect(eventi[0]).toEqual({ name: "id", label: expect.any(String), widget: EVENT_ID_WIDGET, required: true });
  });

  it.each(["concerti", "talks"])("lets a %s entry pick its programme event, storing the event's id", (name) => {
    const fields = collections.find((collection) => collection.name === name)!.files[0].fields[0].fields!;
    expect(fields.map((field) => field.name)).not.toEqual(expect.arrayContaining(["data", "ora", "luogo"]));
    expect(findField(fields, "evento")).toMatchObject({
      widget: "relation",
      collection: "programma",
      file: "programma",
      value_field: `${ITEMS_FIELD}.*.eventi.*.id`,
      display_fields: [`${ITEMS_FIELD}.*.eventi.*.ora`, `${ITEMS_FIELD}.*.eventi.*.titolo`],
      required: true,
    });
    expect(findField(fields, "evento").hint).toMatch(/per spostarlo basta cambiare l'evento nel programma/);
  });

  it("offers the notices (Avvisi) first, with wall-time pickers that write YYYY-MM-DDTHH:mm in no time zone", () => {
    expect(collections[0].name).toBe("avvisi");
    const avvisi = collections[0].files[0].fields[0];
    expect(avvisi).toMatchObject({ widget: "list", label: "Avvisi", label_singular: "Avviso", summary: "{{fields.dal}} · {{fields.testo}}" });
    const fields = avvisi.fields!;
    for (const name of ["dal", "al"]) {
      // With `format` set, Decap's widget shows a datetime-local input and stores dayjs(input).format(format).
      expect(findField(fields, name)).toMatchObject({ widget: "datetime", format: "YYYY-MM-DDTHH:mm", picker_utc: false, required: name === "dal" });
      const [pattern] = findField(fields, name).pattern!;
      expect(new RegExp(pattern).test("2025-09-13T18:00")).toBe(true);
      expect(new RegExp(pattern).test("2025-09-13T18:00:00.000+02:00")).toBe(false);
    }
    expect(findField(fields, "testo")).toMatchObject({ widget: "text", required: true });
    // The pages the schema allows, in its order: every page of the site.
    const pages = (SCHEMAS["avvisi.json"] as { items: { properties: { pagina: { enum: string[] } } } }).items.properties.pagina.enum;
    expect(pages).toEqual(sitePagePaths);
    expect(findField(fields, "pagina")).toMatchObject({ widget: "select", options: pages, required: false });
    expect(findField(fields, "importante")).toMatchObject({ widget: "boolean", required: false });
    // An event is picked from today's programme, its value the event's id, like a concert's.
    expect(findField(fields, "evento")).toMatchObject({ widget: "relation", collection: "programma", value_field: "items.*.eventi.*.id", required: false });
  });

  it("offers a programme event's optional end time (fine) as a time picker, not required", () => {
    const programma = collections.find((collection) => collection.name === "programma")!.files[0].fields[0].fields!;
    const eventi = findField(programma, "eventi").fields!;
    expect(findField(eventi, "fine")).toMatchObject({ widget: "datetime", date_format: false, time_format: "HH:mm", required: false });
  });

  it("checks times and https links with the schema's pattern and an Italian message", () => {
    const concerti = collections.find((collection) => collection.name === "concerti")!.files[0].fields[0].fields!;
    const programma = collections.find((collection) => collection.name === "programma")!.files[0].fields[0].fields!;
    const [timePattern, timeMessage] = findField(programma, "eventi.ora").pattern!;
    expect(new RegExp(timePattern).test("21:30")).toBe(true);
    expect(new RegExp(timePattern).test("25:00")).toBe(false);
    expect(timeMessage).toMatch(/^Deve essere un orario/);
    const [linkPattern, linkMessage] = findField(concerti, "ticketLink").pattern!;
    expect(new RegExp(linkPattern).test("http://biglietti.example/x")).toBe(false);
    expect(new RegExp(linkPattern).test("https://biglietti.example/x")).toBe(true);
    expect(linkMessage).toMatch(/https/);
  });

  it("uploads images into data/immagini/<kind>/ and stores the path relative to data/", () => {
    const talks = collections.find((collection) => collection.name === "talks")!.files[0].fields[0].fields!;
    const image = findField(talks, "immagine");
    expect(image).toMatchObject({ widget: "image", media_folder: "immagini/talks", public_folder: "immagini/talks", choose_url: false });
  });

  it("offers a choice where the schema has one (stato) and where the site styles fixed values (tipo)", () => {
    const edizioni = collections.find((collection) => collection.name === "edizioni")!.files[0].fields[0].fields!;
    expect(findField(edizioni, "stato")).toMatchObject({ widget: "select", options: ["upcoming", "past"] });
    const programma = collections.find((collection) => collection.name === "programma")!.files[0].fields[0].fields!;
    expect(findField(programma, "eventi.tipo").widget).toBe("select");
    // A programme event's optional status: "Confermato" writes nothing (an empty field is dropped).
    expect(findField(programma, "eventi.stato")).toMatchObject({
      widget: "select",
      required: false,
      options: [
        { label: "Confermato", value: "" },
        { label: "Annullato", value: "annullato" },
      ],
    });
  });

  it("offers a programme event's labels as lists in the cards' words (issue 48): absent is Italian, places available", () => {
    const programma = collections.find((collection) => collection.name === "programma")!.files[0].fields[0].fields!;
    expect(findField(programma, "eventi.lingua")).toMatchObject({ widget: "select", required: false });
    expect(findField(programma, "eventi.lingua").options?.slice(0, 2)).toEqual([
      { label: "Italiano", value: "" },
      { label: "Inglese", value: "en" },
    ]);
    expect(findField(programma, "eventi.disponibilita").options).toEqual([
      { label: "Ci sono posti (non si dice niente)", value: "" },
      { label: "Ultimi posti", value: "ultimi-posti" },
      { label: "Esaurito", value: "esaurito" },
    ]);
    // A list of codes is one select of several values, not a list of selects.
    expect(findField(programma, "eventi.servizi")).toMatchObject({ widget: "select", multiple: true, required: false });
    expect(findField(programma, "eventi.servizi").options).toContainEqual({ label: "Lingua dei segni (LIS)", value: "lis" });
    expect(findField(programma, "eventi.pubblico").options).toEqual([
      { label: "Studenti", value: "studenti" },
      { label: "Famiglie", value: "famiglie" },
    ]);
    expect(findField(programma, "eventi.etaMinima")).toMatchObject({ widget: "number", value_type: "int", min: 1, max: 18, required: false });
  });

  it("summarises list items instead of showing anonymous rows", () => {
    const programma = collections.find((collection) => collection.name === "programma")!.files[0].fields[0];
    expect(programma.summary).toContain("{{fields.giorno}}");
    expect(findField(programma.fields!, "eventi").summary).toContain("{{fields.titolo}}");
  });

  it("is Italian, edits through GitHub pull requests, and serialises to YAML that reads back the same", () => {
    expect(config).toMatchObject({ locale: "it", publish_mode: "editorial_workflow", backend: { name: "github" } });
    expect(YAML.parse(YAML.stringify(config))).toEqual(config);
  });

  it("gives every collection a format that the browser script registers", () => {
    const names = cmsFormats().map((format) => format.name);
    for (const collection of collections) expect(names).toContain(collection.format);
  });

  it("takes the repository and another login service from the environment, with no secret", () => {
    const backend = cmsBackendFromEnv("https://x.example", { CMS_GITHUB_REPO: "org/sito", CMS_AUTH_URL: "https://auth.example/" });
    expect(buildCmsConfig(backend).backend).toMatchObject({ repo: "org/sito", base_url: "https://auth.example", auth_endpoint: "auth" });
  });

  it("logs in through the site's own functions (/api/auth on its origin) and GitHub's API by default", () => {
    const backend = cmsBackendFromEnv("https://www.festival.example", {});
    expect(buildCmsConfig(backend).backend).toEqual({
      name: "github",
      repo: "example/connessioni",
      branch: "main",
      api_root: "https://api.github.com",
      base_url: "https://www.festival.example",
      auth_endpoint: "api/auth",
      squash_merges: true,
    });
  });

  it("takes another GitHub API from CMS_GITHUB_API_ROOT, and refuses what is not an address", () => {
    const backend = cmsBackendFromEnv("https://x.example", { CMS_GITHUB_API_ROOT: "http://127.0.0.1:4010/", CMS_GITHUB_BRANCH: "dev" });
    expect(buildCmsConfig(backend).backend).toMatchObject({ api_root: "http://127.0.0.1:4010", branch: "dev" });
    expect(cmsBackendFromEnv("https://x.example", { CMS_GITHUB_API_ROOT: "https://ghe.example/api/v3/" }).apiRoot).toBe("https://ghe.example/api/v3");
    expect(() => cmsBackendFromEnv("https://x.example", { CMS_GITHUB_API_ROOT: "api.github.com" })).toThrow(/CMS_GITHUB_API_ROOT/);
    expect(() => cmsBackendFromEnv("https://x.example", { CMS_GITHUB_API_ROOT: "javascript:alert(1)" })).toThrow(/CMS_GITHUB_API_ROOT/);
  });
});

describe("the archived editions in the CMS", () => {
  const archived = buildCmsConfig(cmsBackendFromEnv("https://festival.example", {}), { programma: [2024, 2025], concerti: [2025], talks: [] });
  const all = archived.collections as Collection[];

  it("adds one collection per kind of archived file, listing the years newest first, with today's format and fields", () => {
    const archive = all.filter((collection) => collection.name.startsWith("archivio-"));
    expect(archive.map((collection) => collection.name)).toEqual(["archivio-programma", "archivio-concerti"]);
    for (const collection of archive) {
      const today = all.find((c) => `archivio-${c.name}` === collection.name)!;
      expect(collection.format).toBe(today.format);
      // The same fields, except that an archived concert or talk picks its event in its own year's programme.
      const inYear = (fields: CmsField[], anno: string): CmsField[] =>
        fields.map((field) => ({
          ...field,
          ...(field.fields && { fields: inYear(field.fields, anno) }),
          ...(field.widget === "relation" && { collection: "archivio-programma", file: anno }),
        }));
      for (const file of collection.files) expect(file.fields).toEqual(inYear(today.files[0].fields, file.file.split("/")[2]));
    }
    const concerti2025 = archive[1].files[0].fields[0].fields!;
    expect(findField(concerti2025, "evento")).toMatchObject({ collection: "archivio-programma", file: "2025" });
    expect(archive[0].files.map((file) => file.file)).toEqual(["data/archivio/2025/programma.json", "data/archivio/2024/programma.json"]);
  });

  it("keeps today's collections as they are, and adds none without an archive", () => {
    expect(all.slice(0, collections.length)).toEqual(collections);
    expect(collections.some((collection) => collection.name.startsWith("archivio-"))).toBe(false);
  });
});
