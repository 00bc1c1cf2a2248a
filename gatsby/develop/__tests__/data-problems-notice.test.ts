import fs from "node:fs";
import path from "node:path";
import { STATUS_EVENTS_PATH } from "../status-events";
import { NO_PROBLEMS, type DataStatus } from "../data-status";

// The notice is a plain browser script (data-problems-notice.js); it runs here against a stand-in
// for the dev server's event stream.
const script = fs.readFileSync(path.join(__dirname, "..", "data-problems-notice.js"), "utf8");

class FakeEventSource extends EventTarget {
  static last: FakeEventSource | undefined;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  send(status: DataStatus): void {
    this.dispatchEvent(new MessageEvent("stato", { data: JSON.stringify(status) }));
  }
}

const host = () => document.querySelector("connessioni-avviso-dati");
const notice = () => host()?.shadowRoot?.querySelector("section[role=alert]") ?? null;

describe("the live preview's notice of data errors", () => {
  beforeEach(() => {
    document.body.innerHTML = "";
    (window as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
    window.eval(script);
  });

  it("follows the dev server's status events", () => {
    expect(FakeEventSource.last?.url).toBe(STATUS_EVENTS_PATH);
  });

  it("shows nothing, and says ok, while the data is correct", () => {
    FakeEventSource.last?.send(NO_PROBLEMS);
    expect(host()?.getAttribute("data-stato")).toBe("ok");
    expect(notice()).toBeNull();
  });

  it("lists every error, names the file held back, and goes away once fixed", () => {
    const errors = ["data/sito.json: JSON non valido alla riga 3, colonna 4: manca una virgola", "data/talks.json › voce 2 › ora: …"];
    FakeEventSource.last?.send({ errors, warnings: [], heldBack: ["data/sito.json"] });
    expect(host()?.getAttribute("data-stato")).toBe("errori");
    const section = notice();
    expect(section?.querySelector("h2")?.textContent).toBe("Ci sono 2 errori nei dati del sito");
    expect(section?.getAttribute("aria-labelledby")).toBe(section?.querySelector("h2")?.id);
    expect([...(section?.querySelectorAll("li") ?? [])].map((item) => item.textContent)).toEqual(errors);
    expect(section?.textContent).toContain("Finché non lo correggi, qui vedi l'ultima versione leggibile di data/sito.json.");

    FakeEventSource.last?.send(NO_PROBLEMS);
    expect(notice()).toBeNull();
    expect(document.querySelectorAll("connessioni-avviso-dati")).toHaveLength(1);
  });

  it("says one error in the singular", () => {
    FakeEventSource.last?.send({ errors: ["data/sito.json: …"], warnings: [], heldBack: [] });
    expect(notice()?.querySelector("h2")?.textContent).toBe("C'è 1 errore nei dati del sito");
    expect(notice()?.textContent).not.toContain("Finché");
  });
});
