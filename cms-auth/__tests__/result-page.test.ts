// The popup's half of Decap's handshake, run in jsdom: what it posts, to whom, and in answer to what.
// (tests/cms-login/ runs the same page in Chromium against Decap itself.)
import { HANDSHAKE_SCRIPT, jsonForScriptElement, resultPageHtml } from "../result-page";

const site = "http://sito.example";
const token = "gho_abcdefghijklmnopqrstuvwxyz0123456789";
const success = `authorization:github:success:${JSON.stringify({ token, provider: "github" })}`;

/** A window (an iframe's) whose postMessage calls are recorded instead of delivered. */
function recordingWindow() {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  const target = frame.contentWindow as Window;
  const posted: Array<[unknown, string]> = [];
  target.postMessage = ((message: unknown, targetOrigin: string) => posted.push([message, targetOrigin])) as Window["postMessage"];
  return { target, posted };
}

/** Puts the result page's body (its JSON block and status line) in the document, then runs its script with `opener`. */
function openPage(opener: Window | null, origins = [site]) {
  const body = /<body>([\s\S]*)<\/body>/.exec(resultPageHtml({ token }, origins))?.[1] ?? "";
  const holder = document.createElement("div");
  holder.innerHTML = body.replace(/<script>[\s\S]*?<\/script>/, "");
  document.body.append(holder);
  Object.defineProperty(window, "opener", { value: opener, configurable: true });
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the page's inline script as the browser would
  new Function(HANDSHAKE_SCRIPT)();
}

const reply = (data: unknown, origin: string, source: Window) => window.dispatchEvent(new MessageEvent("message", { data, origin, source }));

beforeEach(() => {
  document.body.innerHTML = "";
});

describe("the handshake of the login popup", () => {
  it("announces itself to each allowed origin only, never '*', and hands the token once to the opener that answers", () => {
    const { target: opener, posted } = recordingWindow();
    openPage(opener, [site, "https://anteprima.example"]);
    expect(posted).toEqual([
      ["authorizing:github", site],
      ["authorizing:github", "https://anteprima.example"],
    ]);
    reply("authorizing:github", site, opener);
    expect(posted.slice(2)).toEqual([[success, site]]);
    reply("authorizing:github", site, opener);
    expect(posted).toHaveLength(3);
  });

  it.each([
    ["another origin", "authorizing:github", "https://altro.example", true],
    ["a window other than the opener", "authorizing:github", site, false],
    ["another provider's message", "authorizing:gitlab", site, true],
    ["the message with more text", "authorizing:github ", site, true],
    ["an object", { data: "authorizing:github" }, site, true],
  ])("hands nothing over to %s", (_name, data, origin, fromOpener) => {
    const { target: opener, posted } = recordingWindow();
    const { target: stranger, posted: toStranger } = recordingWindow();
    openPage(opener);
    reply(data, origin, fromOpener ? opener : stranger);
    expect(posted).toEqual([["authorizing:github", site]]);
    expect(toStranger).toEqual([]);
  });

  it("first takes code and state out of the address, and leaves no token in the page, before and after the handshake", () => {
    history.pushState(null, "", "/api/callback?code=abc123&state=xyz");
    const { target: opener, posted } = recordingWindow();
    openPage(opener);
    expect(`${location.pathname}${location.search}`).toBe("/api/callback");
    expect(document.getElementById("cms-auth")).toBeNull();
    expect(document.documentElement.outerHTML).not.toContain(token);
    reply("authorizing:github", site, opener);
    expect(posted.slice(1)).toEqual([[success, site]]);
    expect(document.documentElement.outerHTML).not.toContain(token);
  });

  it("without an opener (the callback opened on its own), says what to do", () => {
    openPage(null);
    expect(document.getElementById("stato")?.textContent).toContain("Apri /admin/");
  });
});

describe("values in the page", () => {
  it("stay inside their script element whatever they hold", () => {
    const value = { text: "</script><script>alert(1)</script><!-- \u2028 & >" };
    const json = jsonForScriptElement(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
