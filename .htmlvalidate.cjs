// html-validate 11 configuration for the built pages in public/ (run with `npm run validate:html`).
// A .cjs file rather than .htmlvalidate.json so every exception can say why it exists.
// Only rules that React's or Gatsby's own output breaks are relaxed; markup we write stays strict.
module.exports = {
  root: true,
  extends: ["html-validate:recommended"],
  rules: {
    // React's server renderer writes void elements as `<meta ... />` and `<img ... />`.
    "void-style": "off",
    // React writes boolean attributes as `open=""` / `hidden=""`, never bare.
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // Gatsby's root nodes are `#___gatsby` and `#gatsby-focus-wrapper`; ids need not start with a letter in HTML5.
    "valid-id": ["error", { relaxed: true }],
    // gatsby-plugin-image sizes and positions its wrapper and placeholder with inline style attributes,
    // and Gatsby's route announcer is visually hidden the same way.
    "no-inline-style": "off",
    // React writes some attributes under their DOM property names (`srcSet`, `dateTime`); HTML attribute
    // names are case-insensitive, so camelCase is accepted beside lowercase, and nothing else.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // Not React, but deliberate: `<ul role="list">` where lists are unstyled, because WebKit/VoiceOver
    // drops list semantics from `list-style: none` lists. Other redundant roles are still errors.
    "no-redundant-role": ["error", { exclude: ["list"] }],
  },
};
