import { DISPLAY_FONT, FONTS_READY_CLASS, ICON_PLACEHOLDER, LOADER_CODE, LOADER_ID, deferGatsbyScripts, loaderTag } from "../post-paint-loader";

// The end of <body> as Gatsby 5's scripts slice writes it (whitespace included).
const chunkMapping = JSON.stringify({ app: ["/app-1.js"], "component---src-pages-index-tsx": ["/component-1.js"] });
const gatsbyTail = [
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/talks";/*]]>*/</script>`,
  `\n          <script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping=${JSON.stringify(chunkMapping)};\n          </script>\n        `,
  `<script>window.___webpackCompilationHash="abc123";</script>`,
  `<script src="/webpack-runtime-1.js" async></script><script src="/framework-1.js" async></script><script src="/app-1.js" async></script>`,
].join("");
const manifestLink = `<link rel="manifest" href="/manifest.webmanifest" crossorigin="anonymous"/>`;
const iconLink = `<link rel="icon" href="/favicon.ico"/>`;
const page = (tail: string, head = iconLink + manifestLink) =>
  `<!DOCTYPE html><html lang="it"><head>${head}</head><body><div id="___gatsby"><p>Ciao</p></div>${tail}</body></html>`;

/** The loader element of an HTML page, parsed by jsdom (which does not run it). */
function loaderElement(html: string): HTMLScriptElement {
  const parsed = new DOMParser().parseFromString(html, "text/html");
  const script = parsed.getElementById(LOADER_ID);
  if (!(script instanceof HTMLScriptElement)) throw new Error("no loader");
  return script;
}

describe("deferGatsbyScripts", () => {
  it("leaves one inline script, carrying Gatsby's globals, scripts and manifest in attributes", () => {
    const { html, changed } = deferGatsbyScripts(page(gatsbyTail), "talks/index.html");
    expect(changed).toBe(true);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.replace(LOADER_CODE, "")).not.toMatch(/pagePath|___chunkMapping|component-1|<script src=|rel="manifest"/);
    const script = loaderElement(html);
    expect(script.textContent).toBe(LOADER_CODE);
    expect(script.getAttribute("data-page-path")).toBe("/talks");
    expect(script.getAttribute("data-compilation-hash")).toBe("abc123");
    expect(script.getAttribute("data-manifest")).toBe("/manifest.webmanifest");
    expect(script.getAttribute("data-src")).toBe("/webpack-runtime-1.js /framework-1.js /app-1.js");
    // No line left holding only the indentation of Gatsby's removed scripts.
    expect(html).not.toMatch(/\n[ \t]+\n|[ \t]+\n/);
    // In the place of Gatsby's first script, after the page content.
    expect(html.indexOf("<p>Ciao</p>")).toBeLessThan(html.indexOf(`<script id="${LOADER_ID}"`));
  });

  it("is idempotent, so a warm build can run it over pages it already rewrote", () => {
    const once = deferGatsbyScripts(page(gatsbyTail), "index.html").html;
    expect(deferGatsbyScripts(once, "index.html")).toEqual({ html: once, changed: false });
  });

  it("rebuilds the loader when a warm build stitches Gatsby's scripts slice in again", () => {
    // Gatsby re-stitches the slice between its comments; the page path stays where we left it.
    const withMarkers = page(gatsbyTail.replace("\n", '<!-- slice-start id="_gatsby-scripts-1" -->') + '<!-- slice-end id="_gatsby-scripts-1" -->');
    const rewritten = deferGatsbyScripts(withMarkers, "index.html").html;
    expect(rewritten).toMatch(/<!-- slice-start id="_gatsby-scripts-1" -->\s*<!-- slice-end id="_gatsby-scripts-1" -->/);
    const newSlice = gatsbyTail
      .slice(gatsbyTail.indexOf("\n"))
      .replace("abc123", "def456")
      .replace(/app-1\.js/g, "app-2.js");
    const restitched = rewritten.replace('<!-- slice-start id="_gatsby-scripts-1" -->', `<!-- slice-start id="_gatsby-scripts-1" -->${newSlice}`);
    const { html, changed } = deferGatsbyScripts(restitched, "index.html");
    expect(changed).toBe(true);
    expect(html.match(/<script/g)).toHaveLength(1);
    const script = loaderElement(html);
    expect(script.getAttribute("data-page-path")).toBe("/talks");
    expect(script.getAttribute("data-manifest")).toBe("/manifest.webmanifest");
    expect(script.getAttribute("data-compilation-hash")).toBe("def456");
    expect(script.getAttribute("data-src")).toBe("/webpack-runtime-1.js /framework-1.js /app-2.js");
  });

  it("stops the build when Gatsby's markup is not what it knows, naming the page", () => {
    expect(() => deferGatsbyScripts(page("<p>no scripts</p>"), "edizioni/index.html")).toThrow(/edizioni\/index\.html/);
    const withoutHash = gatsbyTail.replace(/<script>window\.___webpackCompilationHash[^<]*<\/script>/, "");
    expect(() => deferGatsbyScripts(page(withoutHash), "index.html")).toThrow(/compilation-hash/);
  });

  it("escapes attribute values", () => {
    const tag = loaderTag({ sources: ["/a.js"], carried: { "page-path": '/x"<&', "compilation-hash": "h" } });
    expect(loaderElement(page(tag)).getAttribute("data-page-path")).toBe('/x"<&');
  });

  it("needs no manifest", () => {
    const { html } = deferGatsbyScripts(page(gatsbyTail, iconLink), "index.html");
    expect(loaderElement(html).hasAttribute("data-manifest")).toBe(false);
  });

  it("leaves an empty icon in the favicon link's place, the real link for browsers without JavaScript", () => {
    const { html } = deferGatsbyScripts(page(gatsbyTail), "index.html");
    expect(loaderElement(html).getAttribute("data-icon")).toBe("/favicon.ico");
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(`${ICON_PLACEHOLDER}<noscript><link rel="icon" href="/favicon.ico"/></noscript>`);
    // With scripting on, <noscript> is text, so the only icon link a browser sees fetches nothing
    // (the browser suite checks the requests); jsdom parses it as without scripting.
    const parsed = new DOMParser().parseFromString(html, "text/html");
    expect(Array.from(parsed.querySelectorAll('head > link[rel="icon"]'), (link) => link.getAttribute("href"))).toEqual(["data:,"]);
  });

  it("keeps the favicon when a warm build stitches the scripts again into a page it already rewrote", () => {
    const withMarkers = page(gatsbyTail.replace("\n", '<!-- slice-start id="_gatsby-scripts-1" -->') + '<!-- slice-end id="_gatsby-scripts-1" -->');
    const rewritten = deferGatsbyScripts(withMarkers, "index.html").html;
    const newSlice = gatsbyTail.slice(gatsbyTail.indexOf("\n"));
    const restitched = rewritten.replace('<!-- slice-start id="_gatsby-scripts-1" -->', `<!-- slice-start id="_gatsby-scripts-1" -->${newSlice}`);
    const { html } = deferGatsbyScripts(restitched, "index.html");
    expect(loaderElement(html).getAttribute("data-icon")).toBe("/favicon.ico");
    expect(html.match(/<link rel="icon"/g)).toHaveLength(2);
    expect(html.match(/<noscript>/g)).toHaveLength(1);
  });

  it("needs no favicon", () => {
    const { html } = deferGatsbyScripts(page(gatsbyTail, manifestLink), "index.html");
    expect(loaderElement(html).hasAttribute("data-icon")).toBe(false);
    expect(html.slice(0, html.indexOf("</head>"))).not.toContain('rel="icon"');
  });
});

describe("the loader's code", () => {
  function run(readyState: "complete" | "loading", fontFaces: unknown[] = [{}], PerformanceObserver?: unknown) {
    const script = loaderElement(page(deferGatsbyScripts(page(gatsbyTail), "index.html").html));
    const appended: HTMLScriptElement[] = [];
    const headLinks: HTMLLinkElement[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const loadListeners: (() => void)[] = [];
    const root = document.createElement("html");
    const iconPlaceholder = document.createElement("link");
    iconPlaceholder.setAttribute("href", "data:,");
    const fakeDocument = {
      readyState,
      currentScript: script,
      documentElement: root,
      fonts: { load: jest.fn(() => Promise.resolve(fontFaces)) },
      createElement: (tag: string) => document.createElement(tag),
      body: { appendChild: (element: HTMLScriptElement) => appended.push(element) },
      head: { appendChild: (element: HTMLLinkElement) => headLinks.push(element) },
      querySelector: (selector: string) => (selector === 'link[rel="icon"]' ? iconPlaceholder : null),
    };
    const fakeWindow: Record<string, unknown> = {
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
      addEventListener: (type: string, callback: () => void) => type === "load" && loadListeners.push(callback),
      PerformanceObserver,
    };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the loader's inline code as the page would
    new Function("document", "window", LOADER_CODE)(fakeDocument, fakeWindow);
    const flush = () => {
      while (frames.length > 0 || timers.length > 0) {
        frames.splice(0).forEach((callback) => callback());
        timers.splice(0).forEach((callback) => callback());
      }
    };
    return { appended, headLinks, iconPlaceholder, loadListeners, fakeDocument, fakeWindow, root, flush };
  }

  it("sets Gatsby's globals at once", () => {
    const { fakeWindow, appended } = run("loading");
    expect(fakeWindow.pagePath).toBe("/talks");
    expect(fakeWindow.___chunkMapping).toEqual({});
    expect(fakeWindow.___webpackCompilationHash).toBe("abc123");
    expect(appended).toHaveLength(0);
  });

  it("starts nothing before load, then the scripts in order after a painted frame", () => {
    const { appended, loadListeners, fakeDocument, flush } = run("loading");
    flush();
    expect(appended).toHaveLength(0);
    expect(fakeDocument.fonts.load).not.toHaveBeenCalled();
    expect(loadListeners).toHaveLength(1);
    loadListeners[0]();
    flush();
    expect(appended.map((element) => element.getAttribute("src"))).toEqual(["/webpack-runtime-1.js", "/framework-1.js", "/app-1.js"]);
    expect(appended.every((element) => element.async)).toBe(true);
    expect(fakeDocument.fonts.load).toHaveBeenCalledWith(DISPLAY_FONT);
  });

  it("adds the manifest link with the scripts, not before", () => {
    const { headLinks, flush } = run("complete");
    expect(headLinks).toHaveLength(0);
    flush();
    expect(headLinks.map((link) => [link.rel, link.getAttribute("href"), link.crossOrigin])).toEqual([["manifest", "/manifest.webmanifest", "anonymous"]]);
  });

  it("gives the favicon link its address with the scripts, not before", () => {
    const { iconPlaceholder, flush } = run("complete");
    expect(iconPlaceholder.getAttribute("href")).toBe("data:,");
    flush();
    expect(iconPlaceholder.getAttribute("href")).toBe("/favicon.ico");
  });

  it("starts at once (after a frame) when the page has already loaded", () => {
    const { appended, flush } = run("complete");
    expect(appended).toHaveLength(0);
    flush();
    expect(appended).toHaveLength(3);
  });

  it("where the browser reports paints, waits for the first contentful one", () => {
    const observers: { callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void; disconnected: boolean }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ["paint", "largest-contentful-paint"];
      disconnected = false;
      constructor(public callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
        observers.push(this);
      }
      observe(options: unknown) {
        expect(options).toEqual({ type: "paint", buffered: true });
      }
      disconnect() {
        this.disconnected = true;
      }
    }
    const { appended, flush } = run("complete", [{}], FakeObserver);
    flush();
    expect(appended).toHaveLength(0);
    const paints = (names: string[]) => ({ getEntriesByName: (name: string) => names.filter((entry) => entry === name) });
    observers[0].callback(paints(["first-paint"]));
    flush();
    expect(appended).toHaveLength(0);
    observers[0].callback(paints(["first-paint", "first-contentful-paint"]));
    expect(observers[0].disconnected).toBe(true);
    expect(appended).toHaveLength(0);
    flush();
    expect(appended).toHaveLength(3);
  });

  it("switches the headings to the web font only once a face has loaded", async () => {
    const loaded = run("complete");
    loaded.flush();
    await Promise.resolve();
    await Promise.resolve();
    expect(loaded.root.classList.contains(FONTS_READY_CLASS)).toBe(true);

    const missing = run("complete", []);
    missing.flush();
    await Promise.resolve();
    await Promise.resolve();
    expect(missing.root.classList.contains(FONTS_READY_CLASS)).toBe(false);
  });
});
