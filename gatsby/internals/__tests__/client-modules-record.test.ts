/** @jest-environment node */
import path from "node:path";
import { siteRelative } from "../client-modules-record";

describe("the client bundle's module list", () => {
  const root = path.join(path.sep, "sito");

  it("names the site's own files from its folder", () => {
    expect(siteRelative(path.join(root, "src", "pages", "index.tsx"), root)).toBe("src/pages/index.tsx");
  });

  it("names a package's file from node_modules, also where a copy of the site links to another folder's packages", () => {
    const file = ["", "altrove", "originale", "node_modules", "workbox-window", "build", "workbox-window.prod.mjs"].join(path.sep);
    expect(siteRelative(file, root)).toBe("node_modules/workbox-window/build/workbox-window.prod.mjs");
    expect(siteRelative(path.join(root, "node_modules", "gatsby", "dist", "x.js"), root)).toBe("node_modules/gatsby/dist/x.js");
  });
});
