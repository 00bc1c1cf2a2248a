/** @jest-environment node */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import webpack from "webpack";
import { CLIENT_MODULES_RECORD, ClientModulesRecordPlugin } from "../client-modules-record";
import { replacementPlugins, type ModuleReplacement } from "../module-replacement";

// A real webpack compile of two modules: the entry and the one a replacement swaps for a stub.
describe("module replacements", () => {
  let root = "";
  const cwd = process.cwd();
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), "connessioni-replace-"));
    await fs.mkdir(path.join(root, "vendor", "dist"), { recursive: true });
    await fs.writeFile(path.join(root, "entry.js"), 'module.exports = require("./vendor/dist/dead.js");\n');
    await fs.writeFile(path.join(root, "vendor", "dist", "dead.js"), 'module.exports = "DEAD CODE";\n');
    await fs.writeFile(path.join(root, "stub.js"), "module.exports = {};\n");
    // Stubs resolve from the site's directory, where Gatsby runs.
    process.chdir(root);
  });
  afterEach(async () => {
    process.chdir(cwd);
    await fs.rm(root, { recursive: true, force: true });
  });

  const replacement = (pattern: RegExp): ModuleReplacement => ({
    piece: "stub-example",
    pattern,
    resolvedAs: "vendor/dist/dead.js",
    source: "vendor/dist/dead.js",
    stub: "stub.js",
    signature: "DEAD CODE",
  });

  const compile = (...patterns: RegExp[]) =>
    new Promise<{ errors: string[]; code: string }>((resolve, reject) => {
      const plugins = [
        ...replacementPlugins(patterns.map(replacement), (regExp, replace) => new webpack.NormalModuleReplacementPlugin(regExp, replace)),
        new ClientModulesRecordPlugin(),
      ];
      const compiler = webpack({
        mode: "production",
        context: root,
        entry: "./entry.js",
        output: { path: path.join(root, "out") },
        plugins,
        optimization: { minimize: false },
      });
      compiler.run((error, stats) => {
        if (error || !stats) return reject(error ?? new Error("webpack gave no stats"));
        compiler.close(() => undefined);
        fs.readFile(path.join(root, "out", "main.js"), "utf8").then(
          (code) => resolve({ errors: stats.compilation.errors.map((e) => e.message), code }),
          () => resolve({ errors: stats.compilation.errors.map((e) => e.message), code: "" }),
        );
      });
    });

  it("puts the stub in the place of the module its pattern matches", async () => {
    const { errors, code } = await compile(/[\\/]vendor[\\/]dist[\\/]dead\.js$/);
    expect(errors).toEqual([]);
    expect(code).not.toContain("DEAD CODE");
    // The contract test's evidence: the bundle's modules, from the site's root.
    expect(JSON.parse(await fs.readFile(path.join(root, CLIENT_MODULES_RECORD), "utf8"))).toEqual(["entry.js", "stub.js"]);
  });

  it("fails the build, naming the piece, when its pattern matches nothing (the module moved)", async () => {
    const { errors } = await compile(/[\\/]vendor[\\/]lib[\\/]dead\.js$/);
    expect(errors).toEqual([
      expect.stringMatching(/^gatsby\/internals\/stub-example: no module matched .*vendor.*lib.* \(was node_modules\/vendor\/dist\/dead\.js\)/),
    ]);
  });

  it("checks each pattern of a piece on its own: one that matched does not cover one that did not", async () => {
    const { errors } = await compile(/[\\/]vendor[\\/]dist[\\/]dead\.js$/, /[\\/]vendor[\\/]lib[\\/]dead\.js$/);
    expect(errors).toEqual([expect.stringMatching(/^gatsby\/internals\/stub-example: no module matched .*vendor.*lib/)]);
  });
});
