import fs from "node:fs";
import path from "node:path";

// These suites read the production build; fail with a clear hint rather than a wall of ENOENTs.
const publicDir = path.resolve(__dirname, "..", process.env.CONNESSIONI_PUBLIC_DIR ?? "public");
if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  throw new Error(`${publicDir}/index.html is missing: run \`npm run build\` before \`npm run test:built\`.`);
}
