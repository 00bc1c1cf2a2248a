/** @jest-environment node */
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import fc from "fast-check";
import ICAL from "ical.js";
import { parseFeed } from "@rowanmanning/feed-parser";
import { HtmlValidate, type ConfigData } from "html-validate";
import { parse as parseHtml, parseFragment, type DefaultTreeAdapterMap } from "parse5";
import { SaxesParser } from "saxes";
import type { GatsbyNode } from "gatsby";
import { changesFeed } from "../../../gatsby/published-record/changes-feed";
import { escapeText, serializeCalendar } from "../../../gatsby/calendar/ics-serializer";
import { onCreateNode } from "../../../gatsby/data-nodes/json-nodes";
import { serializeJsonLd } from "../../seo/json-ld";
import { JsonLdScript } from "../../components/seo/json-ld-script";
import { EditionCard } from "../../components/edition-card/edition-card";
import { fileFixture } from "../../test-support/fixtures";
import { harmlessLine, harmlessText } from "../text-safety";

/**
 * Random and hostile texts through every writer of the site, each output read back by a real parser:
 * it parses, and says the same text back where the format can hold it (control characters dropped,
 * line breaks as the format writes them, everything else identical). Seeded, so every run is the same.
 */
const RUNS = { seed: 43, numRuns: 60 };

const PIECES = [
  "</script>",
  "</SCRIPT >",
  "<!--",
  "-->",
  "]]>",
  "<![CDATA[",
  "&amp;",
  "&",
  "<",
  ">",
  '"',
  "'",
  "\\",
  "\\n",
  ";",
  ",",
  ":",
  "^",
  "^n",
  "^'",
  "\r\n",
  "\r",
  "\n",
  "\u2028",
  "\u2029",
  "\t",
  "\u000B",
  "\u000C",
  "\u0000",
  "\u0007",
  "\u001B",
  "\u007F",
  "\u0085",
  "\u009F",
  "\uFFFE",
  "\uFFFF",
  "\uD800",
  "\uDFFF",
  "🎉",
  "👩🏽‍💻",
  "\u200E",
  "\u200F",
  "\u202B",
  "\u202E",
  "מה שלום",
  "مرحبا",
  "Venerdì “influenzati”",
  "BEGIN:VEVENT",
  "END:VCALENDAR",
  "ORGANIZER;CN=x:mailto:x@example.org",
  " ",
  "  ",
];
const piece = fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: "binary", maxLength: 8 }), fc.string({ unit: "grapheme", maxLength: 8 }));
const hostile = fc.array(piece, { maxLength: 10 }).map((parts) => parts.join(""));
/** Hostile texts, and now and then one of 5,000 characters. */
const text = fc.oneof(
  { weight: 5, arbitrary: hostile },
  { weight: 1, arbitrary: hostile.map((value) => (value || "x").repeat(Math.ceil(5000 / (value.length || 1))).slice(0, 5000)) },
);

/** Every element's text, in document order, as a strict XML 1.0 parser reads it; throws on any well-formedness error. */
function xmlTexts(xml: string): { name: string; text: string }[] {
  const parser = new SaxesParser({ xmlns: true });
  const open: { name: string; text: string }[] = [];
  const done: { name: string; text: string }[] = [];
  parser.on("error", (error) => {
    throw error;
  });
  parser.on("opentag", (tag) => void open.push({ name: tag.local, text: "" }));
  parser.on("text", (chunk) => {
    if (open.length > 0) open[open.length - 1].text += chunk;
  });
  parser.on("closetag", () => void done.push(open.pop()!));
  parser.write(xml).close();
  return done;
}

describe("the Atom feed", () => {
  it("is well-formed XML whose titles and summaries say the texts back", () => {
    fc.assert(
      fc.property(text, text, text, text, (titolo, sintesi, riga, autore) => {
        const feed = changesFeed({
          siteUrl: "https://festival.example",
          nome: "Festival",
          edizione: "2031",
          autore,
          voci: [{ codice: "urn:x:1", titolo, scheda: "/#x", quando: "2031-07-10T08:00:00.000Z", quandoTesto: "10 luglio", righe: [riga], sintesi }],
          aggiornato: null,
          generato: "2031-07-10T08:00:00.000Z",
        });
        const texts = xmlTexts(feed);
        const of = (name: string) => texts.filter((element) => element.name === name).map((element) => element.text);
        // The feed's own title, then the entry's.
        expect(of("title")[1]).toBe(harmlessText(`${titolo}: ${sintesi}`));
        expect(of("summary")).toEqual([harmlessText(`${riga}. Pubblicata il 10 luglio.`)]);
        expect(of("name")).toEqual([harmlessText(autore)]);
        // A feed reader reads it too. (Its titles are not compared: like many readers it decodes a
        // type="text" title as if it were HTML, so "&amp;" written as text would come back as "&".)
        const parsed = parseFeed(feed);
        expect(parsed.items.map((item) => item.id)).toEqual(["urn:x:1"]);
      }),
      RUNS,
    );
  });
});

const TEXT_ESCAPES: Record<string, string> = { "\\\\": "\\", "\\;": ";", "\\,": ",", "\\n": "\n", "\\N": "\n" };
/** How ical.js reads a parameter's text: as a TEXT value, with backslash escapes. */
const icalJsParameter = (value: string) => value.replace(/\\[\\;,nN]/g, (escape) => TEXT_ESCAPES[escape]);

describe("the .ics calendar", () => {
  it("parses with ical.js into the one event written, its texts and its organiser's name said back", () => {
    fc.assert(
      fc.property(text, text, text, text, (summary, description, location, organiser) => {
        const ics = serializeCalendar({
          type: "VCALENDAR",
          properties: [
            { name: "VERSION", value: "2.0" },
            { name: "PRODID", value: "-//Festival//IT" },
          ],
          components: [
            {
              type: "VEVENT",
              properties: [
                { name: "UID", value: "x@festival.example" },
                { name: "DTSTAMP", value: "20310710T080000Z" },
                { name: "DTSTART", value: "20310710T190000Z" },
                { name: "SUMMARY", value: escapeText(summary) },
                { name: "DESCRIPTION", value: escapeText(description) },
                { name: "LOCATION", value: escapeText(location) },
                { name: "ORGANIZER", params: { CN: organiser }, value: "mailto:info@festival.example" },
              ],
            },
          ],
        });
        // Every line ends with CRLF, holds no other control character and at most 75 octets (RFC 5545 §3.1).
        expect(ics.endsWith("\r\n")).toBe(true);
        for (const line of ics.slice(0, -2).split("\r\n")) {
          // eslint-disable-next-line no-control-regex -- the control characters are what the line must not hold
          expect(line).not.toMatch(/[\u0000-\u0008\u000A-\u001F\u007F]/);
          expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
        }
        const calendar = new ICAL.Component(ICAL.parse(ics));
        const events = calendar.getAllSubcomponents();
        expect(events.map((event) => event.name)).toEqual(["vevent"]);
        const [event] = events;
        expect(event.getAllProperties().map((property) => property.name)).toEqual([
          "uid",
          "dtstamp",
          "dtstart",
          "summary",
          "description",
          "location",
          "organizer",
        ]);
        expect(event.getFirstPropertyValue("summary")).toBe(harmlessText(summary));
        expect(event.getFirstPropertyValue("description")).toBe(harmlessText(description));
        expect(event.getFirstPropertyValue("location")).toBe(harmlessText(location));
        // A parameter has no line breaks nor DQUOTE: a space and an apostrophe stand for them. ical.js
        // also reads TEXT escapes in a parameter (RFC 5545 has none there): its reading of "\n" is a line break.
        expect(event.getFirstProperty("organizer")?.getParameter("cn")).toBe(icalJsParameter(harmlessLine(organiser).replace(/"/g, "'")));
        expect(event.getFirstPropertyValue("organizer")).toBe("mailto:info@festival.example");
      }),
      RUNS,
    );
  });
});

type Element = DefaultTreeAdapterMap["element"];
type ParentNode = DefaultTreeAdapterMap["parentNode"];

function elements(node: ParentNode, name: string): Element[] {
  return node.childNodes.flatMap((child) => {
    if (!("tagName" in child)) return [];
    return [...(child.tagName === name ? [child] : []), ...elements(child, name)];
  });
}
const textOf = (node: ParentNode): string =>
  node.childNodes.map((child) => ("value" in child && child.nodeName === "#text" ? child.value : "childNodes" in child ? textOf(child) : "")).join("");

/** The document as a browser parses it (parse5 follows the HTML standard), with every parse error. */
function parseDocument(html: string) {
  const errors: string[] = [];
  const document = parseHtml(html, { onParseError: (error) => void errors.push(error.code) });
  return { document, errors };
}

describe("the JSON-LD script", () => {
  const page = (json: string) =>
    `<!DOCTYPE html><html lang="it"><head><title>x</title>${renderToStaticMarkup(<JsonLdScript json={json} />)}</head><body></body></html>`;

  it("is read back by JSON.parse from the script as a browser parses it, with the texts said back", () => {
    fc.assert(
      fc.property(text, text, (name, description) => {
        const { document, errors } = parseDocument(page(serializeJsonLd({ "@type": "Event", name, description, location: { name } })));
        expect(errors).toEqual([]);
        const scripts = elements(document, "script");
        expect(scripts).toHaveLength(1);
        // Nothing of the data got out of the script.
        expect(elements(document, "body")[0].childNodes).toEqual([]);
        expect(JSON.parse(textOf(scripts[0]))).toEqual({
          "@type": "Event",
          name: harmlessText(name),
          description: harmlessText(description),
          location: { name: harmlessText(name) },
        });
      }),
      RUNS,
    );
  });

  it("keeps the script whole whatever JSON the component is given", () => {
    fc.assert(
      fc.property(text, (name) => {
        // Control characters are the serializer's to drop (above); the component's part is that no
        // text ends the script: the page has its one script and nothing leaks into the body.
        const { document } = parseDocument(page(JSON.stringify({ name })));
        expect(elements(document, "script")).toHaveLength(1);
        expect(elements(document, "body")[0].childNodes).toEqual([]);
        expect(JSON.parse(textOf(elements(document, "script")[0]))).toEqual({ name });
      }),
      RUNS,
    );
  });
});

describe("an HTML card rendered from the data nodes", () => {
  // The site's own rules, the ones `npm run validate:html` applies to the built pages.
  const validator = new HtmlValidate(jest.requireActual<ConfigData>("../../../.htmlvalidate.cjs"));

  /** The nodes gatsby-node makes of data/edizioni.json holding `entry`. */
  async function editionNodes(entry: Record<string, unknown>): Promise<Record<string, unknown>[]> {
    const created: Record<string, unknown>[] = [];
    const file = {
      id: "file",
      name: "edizioni",
      relativePath: "edizioni.json",
      absolutePath: "/dati/edizioni.json",
      internal: { type: "File", mediaType: "application/json" },
    };
    const args = {
      node: file,
      loadNodeContent: async () => JSON.stringify([entry], null, 2),
      actions: { createNode: (node: Record<string, unknown>) => void created.push(node), createParentChildLink: () => undefined },
      createNodeId: (seed: string) => seed,
      createContentDigest: () => "digest",
    };
    await (onCreateNode as NonNullable<GatsbyNode["onCreateNode"]>)(
      args as unknown as Parameters<NonNullable<GatsbyNode["onCreateNode"]>>[0],
      { plugins: [] },
      () => undefined,
    );
    return created;
  }

  it("is valid HTML, parses without errors, and says the texts back", async () => {
    await fc.assert(
      fc.asyncProperty(text, text, text, text, text, async (data, luogo, ospite, descrizione, immagineAlt) => {
        const [node] = await editionNodes({ anno: 2031, data, luogo, ospiti: [ospite], descrizione, stato: "past", immagine: "immagini/x.png", immagineAlt });
        const edizione = { ...node, paginaArchivio: null, immagine: fileFixture("x") } as unknown as Queries.EditionCardFragment;
        const markup = renderToStaticMarkup(<EditionCard edizione={edizione} />);

        const report = await validator.validateString(markup);
        expect(report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message}`))).toEqual([]);
        const errors: string[] = [];
        const fragment = parseFragment(markup, { onParseError: (error) => void errors.push(error.code) });
        expect(errors).toEqual([]);
        expect(elements(fragment, "dd").map(textOf)).toEqual([data, luogo, ospite].map(harmlessText));
        expect(elements(fragment, "p").map(textOf)).toEqual([harmlessText(descrizione)]);
        expect(elements(fragment, "img").map((img) => img.attrs.find((attr) => attr.name === "alt")?.value)).toContain(harmlessText(immagineAlt));
      }),
      { ...RUNS, numRuns: 30 },
    );
  });
});
