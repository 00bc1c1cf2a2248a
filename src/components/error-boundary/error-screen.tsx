import React from "react";
import { home, screen, title } from "./error-boundary.module.scss";

/**
 * The generic screen the specification asks for when rendering fails. A plain anchor (not
 * Gatsby's Link) so it works even when the app itself is broken.
 */
export function ErrorScreen() {
  return (
    <main className={screen} role="alert">
      <h1 className={title}>Unexpected Application Error!</h1>
      <p>Qualcosa è andato storto nel mostrare questa pagina. Riprova tra poco o torna alla pagina iniziale.</p>
      <p>
        <a className={home} href="/">
          Torna alla home
        </a>
      </p>
    </main>
  );
}
