import React from "react";

/**
 * The inline script that keeps an ended or hidden notice of the server's HTML from ever showing
 * (notice-gate-code.ts), rendered inside the notices' slot after the list. Its code matters only in
 * the HTML: the browser runs it there, once, while parsing. The client bundle renders the element
 * empty and leaves the code out (webpack drops the dead branch and its module: no bytes on every
 * page's JavaScript); hydration keeps the server's text (React never rewrites a script's HTML then),
 * and a script added by React never runs. The build hashes the page's inline scripts for its
 * Content-Security-Policy (gatsby/post-build/headers/inline-scripts.ts), this one included.
 */
export function NoticeGateScript() {
  const code: string =
    process.env.BUILD_STAGE === "build-javascript"
      ? ""
      : // eslint-disable-next-line @typescript-eslint/no-require-imports -- a require the client bundle drops with its branch
        (require("./notice-gate-code") as typeof import("./notice-gate-code")).NOTICE_GATE_CODE;
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}
