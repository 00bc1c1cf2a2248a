// The live preview's notice of data errors (served by on-create-dev-server.ts, only in
// `gatsby develop`; the built site never contains it). It follows the status the dev server
// streams, shows our Italian lines over the page while the data has errors, and goes away by
// itself once the file is fixed. A plain script in a shadow root: no React, no site styles, so it
// works even when a page cannot render.
(function dataProblemsNotice() {
  "use strict";
  var TAG = "connessioni-avviso-dati";
  var STYLE =
    ":host{all:initial}" +
    "section{position:fixed;z-index:2147483647;left:0;right:0;bottom:0;max-height:70vh;overflow:auto;" +
    "box-sizing:border-box;padding:16px 20px 20px;background:#fff;color:#1a1a1a;border-top:6px solid #b3261e;" +
    "box-shadow:0 -4px 24px rgba(0,0,0,.25);font:16px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}" +
    "h2{margin:0 0 8px;font-size:20px;line-height:1.25;color:#b3261e}" +
    "ul{margin:0 0 12px;padding-left:20px}li{margin:6px 0;overflow-wrap:anywhere}" +
    "p{margin:8px 0 0}code{font:inherit;font-weight:700}";

  function element(name, text) {
    var node = document.createElement(name);
    if (text) node.textContent = text;
    return node;
  }

  // Always in the page once the first status arrived: data-stato says which ("ok" or "errori"),
  // for whoever checks the preview (tests/develop), and the shadow root holds the notice itself.
  function render(status) {
    var host = document.querySelector(TAG) || document.body.appendChild(document.createElement(TAG));
    var root = host.shadowRoot || host.attachShadow({ mode: "open" });
    if (!status.errors || status.errors.length === 0) {
      host.setAttribute("data-stato", "ok");
      root.replaceChildren();
      return;
    }
    host.setAttribute("data-stato", "errori");
    var section = element("section");
    section.setAttribute("role", "alert");
    section.setAttribute("aria-labelledby", "titolo");
    var title = element("h2", status.errors.length === 1 ? "C'è 1 errore nei dati del sito" : "Ci sono " + status.errors.length + " errori nei dati del sito");
    title.id = "titolo";
    var list = element("ul");
    status.errors.forEach(function (line) {
      list.appendChild(element("li", line));
    });
    section.append(title, list);
    if (status.heldBack && status.heldBack.length > 0) {
      var files = status.heldBack.join(", ");
      section.appendChild(
        element(
          "p",
          status.heldBack.length === 1
            ? "Finché non lo correggi, qui vedi l'ultima versione leggibile di " + files + "."
            : "Finché non li correggi, qui vedi l'ultima versione leggibile di: " + files + ".",
        ),
      );
    }
    section.appendChild(element("p", "Correggi e salva il file: questa pagina si aggiorna da sola. Aiuto: docs/guida-editori.md."));
    root.replaceChildren(element("style", STYLE), section);
  }

  var events = new EventSource("/__connessioni/dati/eventi");
  events.addEventListener("stato", function (event) {
    render(JSON.parse(event.data));
  });
})();
