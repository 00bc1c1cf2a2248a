/** @jest-environment node */
// The phone layout of /admin/ (admin/cms-narrow.css) finds Decap's elements by the labels emotion
// puts in their class names. A Decap update that renames or drops one would silently leave the
// editor 800px wide on phones: these checks read the pinned bundle and fail first.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { bundleLabels, classLabels, readNarrowStylesheet, scopeSelectors } from "../narrow-stylesheet";

const siteRequire = createRequire(path.join(process.cwd(), "package.json"));
const decapDist = path.dirname(siteRequire.resolve("decap-cms/dist/decap-cms.js"));
const bundle = readFileSync(path.join(decapDist, "decap-cms.js"), "utf8");
const css = readNarrowStylesheet();

describe("the phone stylesheet of /admin/ against the pinned Decap bundle", () => {
  it("finds elements by labels, and every label is one the bundle gives a component", () => {
    const labels = classLabels(css);
    expect(labels).toEqual(expect.arrayContaining(["EditorContainer", "ToolbarContainer", "ToolbarSectionMain"]));
    const declared = bundleLabels(bundle);
    expect(labels.filter((label) => !declared.has(label))).toEqual([]);
  });

  it("scopes its rules to Decap's root and to react-modal's portal, both still in the bundle", () => {
    expect(scopeSelectors(css)).toEqual(["#nc-root", ".ReactModalPortal"]);
    expect(bundle).toContain('"nc-root"');
    expect(bundle).toContain('"ReactModalPortal"');
  });

  it("acts below 800px only, where Decap's editor keeps its 800px floor", () => {
    const media = [...css.matchAll(/@media\s*([^{]+)\{/g)].map((match) => match[1].trim());
    expect(media).toEqual(["(max-width: 799.98px)"]);
    // Every rule sits inside that one query: the text before it is a comment only.
    expect(
      css
        .slice(0, css.indexOf("@media"))
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .trim(),
    ).toBe("");
    // What the sheet undoes: if Decap drops its floor, the sheet may no longer be needed.
    expect(bundle).toMatch(/label:"EditorContainer"[^)]*\)\("width:100%;min-width:800px;/);
  });
});
