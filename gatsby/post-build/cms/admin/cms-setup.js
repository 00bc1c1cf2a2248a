// Starts Decap CMS for the festival's data files (public/admin/, loaded after decap-cms.js).
import { createDataFileFormat } from "./json-file-format.js";
import { formats } from "./cms-formats.js";
import { EVENT_ID_PATTERN, newEventId } from "./event-id.js";

const CMS = window.CMS;
for (const { name, root, shape } of formats) {
  CMS.registerCustomFormat(name, "json", createDataFileFormat(root, shape));
}

// The ids already in the entry being edited (a programme), so a new one is never one of them.
const idsIn = (entry) => {
  const pattern = new RegExp(`"id":"(${EVENT_ID_PATTERN.slice(1, -1)})"`, "g");
  const text = JSON.stringify(entry?.get?.("data")?.toJS?.() ?? {});
  return Array.from(text.matchAll(pattern), (match) => match[1]);
};

// A programme event's id (schemas: $defs/idEvento, field "id"): a new event gets one as soon as its
// form opens, and keeps it for ever; the volunteer never sees or types it. The control renders an
// empty hidden element, and the rule below hides the field's label with it (Decap draws the label
// outside the control, in the field's container, whose direct child the element is).
// Decap's standalone bundle provides React's createElement as window.h and createClass.
const EventIdControl = window.createClass({
  componentDidMount() {
    this.fill();
  },
  componentDidUpdate() {
    this.fill();
  },
  fill() {
    const { value, onChange, entry } = this.props;
    if (typeof value !== "string" || value === "") onChange(newEventId(idsIn(entry)));
  },
  render() {
    return window.h("span", { id: this.props.forID, hidden: true, "data-connessioni-id-evento": this.props.value ?? "" });
  },
});
CMS.registerWidget({
  name: "connessioni-id-evento",
  controlComponent: EventIdControl,
  previewComponent: () => null,
  globalStyles: "*:has(> [data-connessioni-id-evento]) { display: none !important; }",
});

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
