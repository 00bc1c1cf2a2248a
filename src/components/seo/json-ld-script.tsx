import React from "react";
import { scriptProofJson } from "../../utils/script-safe-json";

/**
 * A schema.org JSON-LD block. The JSON is built and escaped at build time
 * (SitoJson.festivalJsonLd, gatsby/json-ld, scriptSafeJson); "<" is escaped again here, which changes
 * nothing in JSON escaped already, so that whatever string arrives no "</script>" or "<!--" can end the script.
 */
export function JsonLdScript({ json }: { json: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptProofJson(json) }} />;
}
