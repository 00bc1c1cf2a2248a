import React from "react";

/**
 * A schema.org JSON-LD block. The JSON is built and escaped at build time
 * (SitoJson.festivalJsonLd, gatsby/json-ld), so no data can close the script early.
 */
export function JsonLdScript({ json }: { json: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
