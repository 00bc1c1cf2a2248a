import React from "react";
import { renderToStaticMarkup } from "react-dom/server.node";
import { useStaticQuery } from "gatsby";
import sito from "../../../../gatsby/data-validation/__fixtures__/base/sito.json";
import luoghi from "../../../../gatsby/data-validation/__fixtures__/base/luoghi.json";
import programma from "../../../../gatsby/data-validation/__fixtures__/base/programma.json";
import concerti from "../../../../gatsby/data-validation/__fixtures__/base/concerti.json";
import talks from "../../../../gatsby/data-validation/__fixtures__/base/talks.json";
import { Seo, pageTitle } from "../seo";
import { TalksJsonLd } from "../talks-json-ld";
import { festivalJsonLdGraph, serializeJsonLd } from "../../../seo/json-ld";
import { pageShareOf, sharePageFor } from "../../../seo/share-pages";
import { pagePaths } from "../../../utils/page-paths";

// Only the two GraphQL helpers are used here; a small factory keeps the test off Gatsby's runtime.
jest.mock("gatsby", () => ({ graphql: jest.fn(), useStaticQuery: jest.fn() }));
const mockedQuery = useStaticQuery as jest.Mock;

// One answer fits both static queries (SeoSite, and TalksJsonLd with the string the build makes).
const talksJson = serializeJsonLd(festivalJsonLdGraph({ sito, luoghi, programma, concerti, talks }, "talks", { siteUrl: "https://festival.example" }));
mockedQuery.mockReturnValue({
  site: { siteMetadata: { siteUrl: "https://festival.example" } },
  // badgeDate is computed from dataInizio and dataFine at build time (gatsby/schema/).
  sitoJson: { ...sito, badgeDate: "12-14 Settembre 2025", festivalJsonLd: talksJson },
});

/** The head markup as a document, so tests read it as a browser or a crawler would. */
function renderHead(element: React.ReactElement): { html: string; doc: Document } {
  const html = renderToStaticMarkup(element);
  const doc = new DOMParser().parseFromString(`<!doctype html><html><head>${html.replace(/<html[^>]*><\/html>/, "")}</head></html>`, "text/html");
  return { html, doc };
}
const meta = (doc: Document, key: string) => doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content");

/** The share entry the build puts in a page's context (gatsby/on-create-page.ts). */
const shareOf = (pathname: string) => pageShareOf(sharePageFor(pathname));

const description = "I due concerti di Connessioni 2025 al NUoVO di Cuneo, il 12 e il 13 settembre: biglietti su TicketOne.";

describe("Seo", () => {
  const { html, doc } = renderHead(<Seo share={shareOf(pagePaths.concerti)} title="Concerti" description={description} pathname={pagePaths.concerti} />);

  it("sets the page language to Italian", () => {
    expect(html.startsWith('<html lang="it">')).toBe(true);
  });

  it("writes the title, description and canonical URL of the page", () => {
    expect(doc.title).toBe("Concerti · Connessioni 2025");
    expect(meta(doc, "description")).toBe(description);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`https://festival.example${pagePaths.concerti}`);
    expect(meta(doc, "theme-color")).toBe("#14123A");
  });

  it("writes Open Graph and Twitter tags with the page's 1200x630 share image", () => {
    expect(meta(doc, "og:type")).toBe("website");
    expect(meta(doc, "og:url")).toBe(`https://festival.example${pagePaths.concerti}`);
    expect(meta(doc, "og:title")).toBe("Concerti · Connessioni 2025");
    expect(meta(doc, "og:description")).toBe(description);
    expect(meta(doc, "og:locale")).toBe("it_IT");
    expect(meta(doc, "og:site_name")).toBe("Connessioni 2025");
    expect(meta(doc, "og:image")).toBe("https://festival.example/condivisione/concerti.png");
    expect(meta(doc, "og:image:width")).toBe("1200");
    expect(meta(doc, "og:image:height")).toBe("630");
    expect(meta(doc, "og:image:alt")).toContain("Connessioni 2025, concerti: 12-14 settembre 2025, Cuneo");
    expect(meta(doc, "twitter:card")).toBe("summary_large_image");
    expect(meta(doc, "twitter:image")).toBe(meta(doc, "og:image"));
    expect(meta(doc, "twitter:image:alt")).toBe(meta(doc, "og:image:alt"));
  });

  it("gives the home page the bare site address and its own image", () => {
    const home = renderHead(
      <Seo share={shareOf("/")} title="Connessioni 2025 · Il festival della comunicazione di Cuneo" description={description} pathname="/" />,
    ).doc;
    expect(home.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://festival.example/");
    expect(home.title).toBe("Connessioni 2025 · Il festival della comunicazione di Cuneo");
    expect(meta(home, "og:image")).toBe("https://festival.example/condivisione/home.png");
  });

  it("keeps the 404 page out of the index, without a canonical", () => {
    const notFound = renderHead(<Seo share={shareOf("/404")} title="Pagina non trovata" description={description} pathname="/404" noindex />).doc;
    expect(meta(notFound, "robots")).toBe("noindex");
    expect(notFound.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

describe("pageTitle", () => {
  it("appends the festival name once", () => {
    expect(pageTitle("Talks", "Connessioni 2025")).toBe("Talks · Connessioni 2025");
    expect(pageTitle("Connessioni 2025", "Connessioni 2025")).toBe("Connessioni 2025");
  });
});

describe("TalksJsonLd", () => {
  it("embeds the build's schema.org graph as a parseable script", () => {
    const { doc } = renderHead(<TalksJsonLd />);
    const script = doc.querySelector('script[type="application/ld+json"]');
    const parsed = JSON.parse(script?.textContent ?? "{}");
    expect(parsed["@context"]).toBe("https://schema.org");
    expect(parsed["@graph"]).toHaveLength(talks.length);
    expect(parsed["@graph"][0]).toMatchObject({ "@type": "EducationEvent", startDate: "2025-09-12T10:30:00+02:00" });
  });
});
