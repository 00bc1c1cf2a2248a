// Validation of the programme's feeds for apps (gatsby/schedule-feeds) against the schemas voc/schedule
// publishes, vendored in vendor/voc-schedule/: the XML with xmllint (Debian's libxml2-utils), the JSON
// with ajv and the draft-06 meta-schema the schema names. Used by the serialisers' unit tests (fixtures,
// an early edition) and by tests/built (today's build and the grown one).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import draft06 from "ajv/lib/refs/json-schema-draft-06.json";

const VENDOR_DIR = path.resolve(__dirname, "..", "..", "vendor", "voc-schedule");
export const SCHEDULE_XSD = path.join(VENDOR_DIR, "schedule.xml.xsd");
export const SCHEDULE_JSON_SCHEMA = path.join(VENDOR_DIR, "schema.json");

let validateJson: ValidateFunction | null = null;

function jsonValidator(): ValidateFunction {
  if (validateJson) return validateJson;
  // Strict: an unknown keyword or format stops the test, except the schema's own notes, named here:
  // "$oneOf" and "$todo" are upstream's disabled or pending rules (not JSON Schema keywords), and the
  // "color" format is not one of ajv-formats' (a hex colour, as the XSD's hexColor says).
  const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, meta: false });
  ajv.addMetaSchema(draft06);
  ajv.addKeyword("$oneOf").addKeyword("$todo");
  addFormats(ajv);
  ajv.addFormat("color", /^#[0-9a-fA-F]{6}$/);
  validateJson = ajv.compile(JSON.parse(fs.readFileSync(SCHEDULE_JSON_SCHEMA, "utf8")) as object);
  return validateJson;
}

/** The JSON schema's complaints about a /schedule.json text, one line each; [] when valid. */
export function scheduleJsonErrors(text: string): string[] {
  const validate = jsonValidator();
  if (validate(JSON.parse(text))) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || "/"} ${error.message ?? ""} ${JSON.stringify(error.params)}`);
}

/** xmllint's path, or null when it is not installed (XMLLINT_PATH names another). */
export function xmllintPath(): string | null {
  const candidate = process.env.XMLLINT_PATH ?? "xmllint";
  const probe = spawnSync(candidate, ["--version"], { encoding: "utf8" });
  return probe.error ? null : candidate;
}

/**
 * Whether the XML checks can run. Without xmllint they are skipped with a warning on a developer's
 * machine, and fail where the run must be complete (CI, REQUIRE_BROWSER=1: .ci/run installs libxml2-utils).
 */
export function xmllintAvailable(): boolean {
  if (xmllintPath()) return true;
  if (process.env.CI || process.env.REQUIRE_BROWSER === "1") {
    throw new Error("xmllint is missing (apt-get install -y libxml2-utils, or set XMLLINT_PATH): the schedule feed's XML cannot be validated.");
  }
  console.warn("xmllint is not installed: the schedule feed's XML schema checks are skipped (apt-get install -y libxml2-utils).");
  return false;
}

/** xmllint's complaints about a /schedule.xml text against the XSD; [] when valid. */
export function scheduleXmlErrors(text: string): string[] {
  const result = spawnSync(xmllintPath() ?? "xmllint", ["--noout", "--nonet", "--schema", SCHEDULE_XSD, "-"], { input: text, encoding: "utf8" });
  if (result.error) throw result.error;
  return result.status === 0 ? [] : result.stderr.split("\n").filter((line) => line.trim() !== "" && !/ validates$/.test(line));
}
