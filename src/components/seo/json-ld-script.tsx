import React from "react";
import { scriptSafeJson } from "../../utils/script-safe-json";

/**
 * A schema.org JSON-LD block. The JSON is built and escaped at build time
 * (SitoJson.festivalJsonLd, gatsby/json-ld), and escaped again here, which changes nothing in JSON
 * escaped already: whatever string arrives, no "</script>", "<!--" or control character reaches the HTML.
 */
export function JsonLdScript({ json }: { json: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(json) }} />;
}
