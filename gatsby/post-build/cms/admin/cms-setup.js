// Starts Decap CMS for the festival's data files (public/admin/, loaded after decap-cms.js).
import { createDataFileFormat } from "./json-file-format.js";
import { formats } from "./cms-formats.js";

const CMS = window.CMS;
for (const { name, root, shape } of formats) {
  CMS.registerCustomFormat(name, "json", createDataFileFormat(root, shape));
}

const onThisComputer = ["localhost", "127.0.0.1"].includes(window.location.hostname);

CMS.init({
  config: {
    // On `npm run cms` the "site" link leads to the local preview, not the public site.
    ...(onThisComputer && { site_url: window.location.origin, display_url: window.location.origin }),
    // `npm run cms` serves the site and decap-server's API from one local origin (scripts/cms.mjs),
    // so the CMS finds its local backend at /api/v1 whatever the port, and the page may only talk to
    // its own origin. Decap wants an absolute URL and only looks for it on localhost / 127.0.0.1;
    // on the public site this setting is ignored and the GitHub backend of config.yml is used.
    local_backend: { url: `${window.location.origin}/api/v1` },
  },
});
