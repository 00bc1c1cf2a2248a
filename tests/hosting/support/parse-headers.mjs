// Prints, as JSON, how Netlify's own parser (@netlify/headers-parser) and our reader
// (scripts/lib/headers-file.mjs) read a `_headers` file. A separate process because both are ES
// modules, which Jest's CommonJS sandbox cannot import.
//   node tests/hosting/support/parse-headers.mjs public/_headers
import { readFileSync } from "node:fs";
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseHeadersFile } from "../../../scripts/lib/headers-file.mjs";

const file = process.argv[2];
const netlify = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
const ours = parseHeadersFile(readFileSync(file, "utf8"));
process.stdout.write(
  JSON.stringify({
    netlify: {
      errors: netlify.errors.map((error) => error.message),
      headers: netlify.headers.map((rule) => ({ for: rule.for, values: rule.values, source: rule.forRegExp.source, flags: rule.forRegExp.flags })),
    },
    ours: ours.map((rule) => ({ pattern: rule.pattern, set: rule.set })),
  }),
);
