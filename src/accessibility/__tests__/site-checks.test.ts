/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { SITE_CHECKS, type SiteCheck } from "../site-checks";
import { conformanceStatus, partialReasons } from "../conformance";

// The statement on /accessibilita/ names only what `npm test` runs: each check is proved here by the
// suites that run it (file, and what the file must say). A suite that stops running a check fails this.
const ROOT = path.resolve(__dirname, "..", "..", "..");
const PROOFS: Record<SiteCheck["id"], [file: string, says: RegExp][]> = {
  axe: [
    ["tests/browser/support/page-checks.ts", /axeTags = \["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"\]/],
    ["tests/browser/support/harness.ts", /mobile: \{ width: 375,[^}]*\},\s*desktop: \{ width: 1280,/],
    // Every page type at both widths: the menu's pages, changes, 404 and an archived edition…
    ["tests/browser/support/page-suite.ts", /axeViolations\(opened\.page\)/],
    ["tests/browser/pages-mobile.test.ts", /describePageChecks\("mobile"\)/],
    ["tests/browser/pages-desktop.test.ts", /describePageChecks\("desktop"\)/],
    // …the privacy page, the printable programme, a venue's page, the venues' list and this page.
    ["tests/browser/push-notifications.test.ts", /the privacy page[\s\S]*axeViolations\(page\)/],
    ["tests/browser/print.test.ts", /axeViolations\(page\)/],
    [
      "tests/browser/venues.test.ts",
      /a venue's page[\s\S]*axeViolations\(page\)[\s\S]*pagePaths\.luoghi\);\s*expect\(await axeViolations\(page\)[\s\S]*pagePaths\.accessibilita[\s\S]*axeViolations\(page\)/,
    ],
  ],
  larghezze: [
    ["tests/browser/support/page-suite.ts", /horizontalOverflow\(opened\.page\)/],
    ["tests/browser/push-notifications.test.ts", /the privacy page[\s\S]*horizontalOverflow\(page\)/],
    ["tests/browser/print.test.ts", /horizontalOverflow\(page\)/],
    [
      "tests/browser/venues.test.ts",
      /a venue's page[\s\S]*horizontalOverflow\(page\)[\s\S]*pagePaths\.luoghi\);[\s\S]*horizontalOverflow\(page\)[\s\S]*pagePaths\.accessibilita[\s\S]*horizontalOverflow\(page\)/,
    ],
  ],
  ingrandimento: [
    ["tests/browser/support/screens.json", /"width": 320/],
    ["tests/browser/image-sizes.test.ts", /horizontalOverflow\(page\)/],
  ],
  tastiera: [
    ["tests/browser/navigation.test.ts", /the skip link is the first stop of the keyboard, visible, and leads to the content/],
    ["tests/browser/navigation.test.ts", /closes on Escape and gives the focus back to the toggle/],
  ],
  movimento: [["tests/browser/programme-scroll.test.ts", /reducedMotion: "reduce"/]],
  "senza-javascript": [
    ["tests/browser/delivery/no-javascript.test.ts", /shows the same content as with JavaScript/],
    ["tests/browser/venues.test.ts", /without JavaScript/],
  ],
  immagini: [["tests/built/budgets/images.test.ts", /every image has its size and a text alternative/]],
  html: [["scripts/test/stages.ts", /scripts\/validate-html\.mjs/]],
};

describe("the statement's automated checks", () => {
  it("names each check once, and each has its proof", () => {
    const ids = SITE_CHECKS.map((check) => check.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(Object.keys(PROOFS).sort());
  });

  it.each(SITE_CHECKS.map((check) => [check.id, check] as const))("%s is run by the suites", (id) => {
    for (const [file, says] of PROOFS[id]) {
      expect([file, says.test(fs.readFileSync(path.join(ROOT, file), "utf8"))]).toEqual([file, true]);
    }
  });

  it("never turns an axe rule off: contrast is one of them", () => {
    expect(fs.readFileSync(path.join(ROOT, "tests/browser/support/page-checks.ts"), "utf8")).not.toMatch(/disableRules|\.exclude\(/);
  });
});

describe("conformance", () => {
  const checked = ["Tutte le pagine con NVDA."];
  it("is full only when a person checked, nothing is left unchecked and no barrier is known", () => {
    expect(conformanceStatus({ verificheManuali: checked, nonVerificato: [], barriere: [] })).toBe("conforme");
    expect(partialReasons({ verificheManuali: checked, nonVerificato: [], barriere: [] })).toEqual([]);
  });

  it("is partial on automated checks alone, with something unchecked, or with a known barrier", () => {
    expect(conformanceStatus({ verificheManuali: [], nonVerificato: [], barriere: [] })).toBe("parzialmente conforme");
    expect(partialReasons({ verificheManuali: [], nonVerificato: [], barriere: [] })).toEqual([
      "nessuna persona ha ancora verificato il sito a mano: i controlli automatici da soli non bastano",
    ]);
    expect(conformanceStatus({ verificheManuali: checked, nonVerificato: ["Lo zoom."], barriere: [] })).toBe("parzialmente conforme");
    expect(partialReasons({ verificheManuali: checked, nonVerificato: ["Lo zoom."], barriere: [{}] })).toEqual([
      "alcune parti non sono ancora state verificate a mano",
      "ci sono barriere note, elencate sotto",
    ]);
  });
});
