import fs from "node:fs";
import path from "node:path";

// These suites read the production build; fail with a clear hint rather than a wall of ENOENTs.
if (!fs.existsSync(path.join(__dirname, "..", "public", "index.html"))) {
  throw new Error("public/index.html is missing: run `npm run build` before `npm run test:built`.");
}
