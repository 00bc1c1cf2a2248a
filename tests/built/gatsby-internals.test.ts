/**
 * The contract of gatsby/internals: every assumption its pieces make about Gatsby's private files,
 * state and output, checked on node_modules and on the build under test. After a Gatsby upgrade, a
 * failure names the piece that broke ("gatsby/internals/<piece>: …"); gatsby/internals/README.md
 * lists the pieces.
 *
 * The build under test is tuned (the default) or plain (GATSBY_INTERNALS=off, given to this suite
 * too). On a plain build every output check turns round: what the pieces remove must be there. That
 * proves the checks see what they look for (a signature that never matched would pass on a tuned
 * build for ever).
 */
import fs from "node:fs";
import path from "node:path";
import { listFiles } from "../../gatsby/post-build/list-files";
import { MODULE_REPLACEMENTS, SOURCE_EDITS } from "../../gatsby/internals/client-bundle";
import { CLIENT_MODULES_RECORD } from "../../gatsby/internals/client-modules-record";
import { DROPPED_MARKUP, PIECE as DROPPED_HEAD } from "../../gatsby/internals/dropped-head-components";
import { COMPILE_HINT, PIECE as COMPILE_HINT_PIECE, STARTUP_CHUNKS } from "../../gatsby/internals/eager-compile-hint";
import { PIECE as MINIFIER_SETTINGS } from "../../gatsby/internals/minifier-settings";
import { PIECE as MODERN_OUTPUT } from "../../gatsby/internals/modern-output";
import { ENTRY_TEMPLATE, PIECE as MANIFEST_OPTIONS } from "../../gatsby/internals/manifest-options";
import { pieceError } from "../../gatsby/internals/module-replacement";
import { PIECE as PER_PAGE_CSS, STYLES_CHUNK } from "../../gatsby/internals/per-page-css";
import { PIECE as PAGE_CHUNKS } from "../../gatsby/internals/page-chunks";
import {
  CHUNK_FILE_PREFIX,
  CHUNK_HASH_LENGTH,
  GATSBY_CSS_CHUNK_FILENAME,
  GATSBY_JS_CHUNK_FILENAME,
  PIECE as CHUNK_FILE_NAMES,
} from "../../gatsby/internals/chunk-file-names";
import { CHUNK_GLOBAL, PIECE as SHORT_CHUNK_GLOBAL } from "../../gatsby/internals/short-chunk-global";
import {
  CHUNK_MAPPING_SCRIPT,
  GATSBY_GLOBALS,
  GATSBY_SCRIPT_TAG,
  LOADER_ID,
  deferGatsbyScripts,
} from "../../gatsby/internals/post-paint-loader/post-paint-loader";
import { forgetRemovedTypeOwners } from "../../gatsby/internals/stale-type-owners";
import { internalsMode } from "../../gatsby/internals/switch";
import { PUBLIC_DIR } from "./read-built-site";

const PROJECT_ROOT = path.resolve(__dirname, "..", "..");
const NODE_MODULES = path.join(PROJECT_ROOT, "node_modules");
const tuned = internalsMode(process.env.GATSBY_INTERNALS) === "tuned";
const MODE = tuned ? "tuned build" : "plain build (GATSBY_INTERNALS=off)";

/** Fails the test with a message that starts with the piece's name. */
function assert(piece: string, condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(pieceError(piece, message));
}

const readModule = (file: string) => fs.readFileSync(path.join(NODE_MODULES, file), "utf8");
const readPublic = (file: string) => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8");

interface Stats {
  assetsByChunkName: Record<string, string[]>;
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}
const stats = JSON.parse(readPublic("webpack.stats.json")) as Stats;

/** Every JavaScript file of this build's client bundle (not older builds' files left in public/). */
const bundleFiles = [...new Set(Object.values(stats.namedChunkGroups).flatMap((group) => group.assets.map((asset) => asset.name)))].filter((file) =>
  file.endsWith(".js"),
);
const bundle = bundleFiles.map((file) => ({ file, code: readPublic(file) }));

/** The built pages (Gatsby's slice fragments under _gatsby/ and the CMS under admin/ are not pages). */
const pageFiles = listFiles(PUBLIC_DIR).then((files) =>
  files.filter((file) => file.endsWith(".html") && !file.startsWith("_gatsby/") && !file.startsWith("admin/")).sort(),
);
/** The path Gatsby gives a page: "concerti/index.html" → "/concerti/", "404.html" → "/404.html". */
const pagePathOf = (file: string) => `/${file.replace(/(^|\/)index\.html$/, "$1")}`;

/**
 * The modules of the client bundle's chunks, as webpack saw them (written by the build beside public/,
 * in .cache: client-modules-record.ts).
 */
const recordFile = path.join(PUBLIC_DIR, "..", CLIENT_MODULES_RECORD);
const bundledModules: string[] = fs.existsSync(recordFile) ? (JSON.parse(fs.readFileSync(recordFile, "utf8")) as string[]) : [];

const compilationHash = (JSON.parse(readPublic("page-data/app-data.json")) as { webpackCompilationHash: string }).webpackCompilationHash;

describe(`gatsby/internals on a ${MODE}`, () => {
  test("the build under test is what GATSBY_INTERNALS says", async () => {
    const withLoader = (await pageFiles).filter((file) => readPublic(file).includes(`id="${LOADER_ID}"`));
    assert(
      "switch",
      withLoader.length === (tuned ? (await pageFiles).length : 0),
      `${withLoader.length} of ${(await pageFiles).length} pages carry the post-paint loader on a ${MODE}: run this suite with the GATSBY_INTERNALS of the build`,
    );
  });

  describe.each(MODULE_REPLACEMENTS.map((replacement) => [replacement.piece, replacement] as const))("%s", (piece, replacement) => {
    test("the module it replaces is where its pattern looks", () => {
      assert(
        piece,
        fs.existsSync(path.join(NODE_MODULES, replacement.source)),
        `node_modules/${replacement.source} is gone: Gatsby moved or removed the module this piece replaces`,
      );
      assert(
        piece,
        replacement.pattern.test(path.join(PROJECT_ROOT, replacement.resolvedAs)),
        `${replacement.pattern} does not match ${replacement.resolvedAs}, where webpack finds the module`,
      );
      const { signature } = replacement;
      const signatureFile = replacement.signatureIn ?? replacement.source;
      if (signature)
        assert(
          piece,
          fs.existsSync(path.join(NODE_MODULES, signatureFile)) && readModule(signatureFile).includes(signature),
          `node_modules/${signatureFile} no longer contains ${JSON.stringify(signature)}: choose a new signature of the replaced code`,
        );
    });

    test(tuned ? "the original is not in the client bundle" : "the original is in the client bundle", () => {
      assert(piece, bundledModules.length > 0, `${recordFile} is missing: run this suite in the checkout that built public/`);
      const original = bundledModules.includes(replacement.resolvedAs);
      if (!tuned) return assert(piece, original, `the plain build's bundle has no ${replacement.resolvedAs}: the module is elsewhere now`);
      assert(piece, !original, `webpack bundled ${replacement.resolvedAs}: the replacement matched nothing`);
      // webpack may drop an unused stub (gatsby-script's); without a signature, the stub must be there.
      if (!replacement.signature)
        assert(piece, bundledModules.includes(replacement.stub), `webpack bundled no ${replacement.stub}: the replacement matched nothing`);
    });

    if (replacement.signature) {
      const { signature } = replacement;
      test(tuned ? "the original's code is in no chunk" : "the original's code is in a chunk", () => {
        const holders = bundle.filter(({ code }) => code.includes(signature)).map(({ file }) => file);
        if (tuned)
          assert(
            piece,
            holders.length === 0,
            `the replaced code (${JSON.stringify(signature)}) is still in ${holders.join(", ")}: the replacement matched nothing`,
          );
        else assert(piece, holders.length > 0, `${JSON.stringify(signature)} is in no chunk of the plain build: the signature does not detect the original`);
      });
    }
  });

  describe(PER_PAGE_CSS, () => {
    test(tuned ? "Gatsby's all-pages CSS chunk is gone" : "Gatsby writes its all-pages CSS chunk", () => {
      // Gatsby's stats list the chunk's file in every chunk group (styles.<hash>.css).
      const files = Object.values(stats.namedChunkGroups).flatMap((group) => group.assets.map((asset) => asset.name));
      const hasStyles = files.some((file) => new RegExp(`^/?${STYLES_CHUNK}\\.[0-9a-f]+\\.css$`).test(file));
      assert(
        PER_PAGE_CSS,
        hasStyles !== tuned,
        tuned
          ? `webpack.stats.json still has a "${STYLES_CHUNK}" chunk`
          : `the plain build has no "${STYLES_CHUNK}" chunk: Gatsby's cache group has another name`,
      );
    });
  });

  describe(PAGE_CHUNKS, () => {
    // A plain build has a chunk of shared modules only where they pass webpack's minimum size: nothing to check there.
    (tuned ? test : test.skip)("every page component loads commons and its own chunk, no chunk of modules some pages share", () => {
      for (const [group, { assets }] of Object.entries(stats.namedChunkGroups)) {
        if (!group.startsWith("component---")) continue;
        const scripts = assets.map((asset) => asset.name).filter((name) => name.endsWith(".js"));
        const own = new Set([...(stats.assetsByChunkName[group] ?? []), ...(stats.assetsByChunkName.commons ?? [])]);
        const others = scripts.filter((name) => !own.has(name));
        assert(PAGE_CHUNKS, others.length === 0, `${group} also loads ${others.join(", ")} (webpack.stats.json)`);
      }
    });
  });

  describe(CHUNK_FILE_NAMES, () => {
    test("Gatsby names on-demand chunks' files by chunk name, the templates the piece replaces", () => {
      const config = readModule("gatsby/dist/utils/webpack.config.js");
      assert(
        CHUNK_FILE_NAMES,
        config.includes(`chunkFilename: \`${GATSBY_JS_CHUNK_FILENAME}\``),
        `gatsby/dist/utils/webpack.config.js has no chunkFilename ${GATSBY_JS_CHUNK_FILENAME}`,
      );
      assert(
        CHUNK_FILE_NAMES,
        config.includes(`chunkFilename: \`${GATSBY_CSS_CHUNK_FILENAME}\``),
        `gatsby/dist/utils/webpack.config.js has no chunkFilename ${GATSBY_CSS_CHUNK_FILENAME}`,
      );
    });

    test(
      tuned
        ? `every on-demand chunk's file is ${CHUNK_FILE_PREFIX}<id> with a ${CHUNK_HASH_LENGTH}-digit hash, and the webpack runtime names no chunk`
        : "every on-demand chunk's file carries its chunk name, and so does the webpack runtime",
      () => {
        const startup = new Set((stats.namedChunkGroups.app?.assets ?? []).map((asset) => asset.name));
        const onDemand = Object.entries(stats.assetsByChunkName).filter(([name]) => name !== "app");
        assert(
          CHUNK_FILE_NAMES,
          onDemand.some(([name]) => name.startsWith("component---")),
          "webpack.stats.json names no page component's chunk",
        );
        const runtime = [...startup].find((file) => file.startsWith("webpack-runtime-"));
        assert(CHUNK_FILE_NAMES, runtime, "Gatsby's app chunk group has no webpack-runtime-<hash>.js");
        const runtimeCode = readPublic(runtime);
        for (const [name, files] of onDemand) {
          const own = files.filter((file) => !startup.has(file) && /\.(js|css)$/.test(file));
          // Tuned, every file of the group (the shared commons too); plain, the chunk's own file is named after it.
          const shortName = new RegExp(`^${CHUNK_FILE_PREFIX}\\d+[-.][0-9a-f]{${CHUNK_HASH_LENGTH}}\\.(js|css)$`);
          if (tuned) for (const file of own) assert(CHUNK_FILE_NAMES, shortName.test(file), `${name}'s file ${file} is not ${shortName}`);
          else
            assert(
              CHUNK_FILE_NAMES,
              own.some((file) => file.startsWith(`${name}-`)),
              `no file of ${name} is named after it (${own.join(", ")})`,
            );
          assert(CHUNK_FILE_NAMES, runtimeCode.includes(`"${name}"`) !== tuned, `${runtime} ${tuned ? "still names" : "does not name"} the chunk ${name}`);
        }
      },
    );
  });

  describe(COMPILE_HINT_PIECE, () => {
    test(`Gatsby's start-up chunks (${STARTUP_CHUNKS.join(", ")}) ${tuned ? "start with" : "lack"} the compile hint`, () => {
      const startup = (stats.namedChunkGroups.app?.assets ?? []).map((asset) => asset.name);
      for (const name of STARTUP_CHUNKS) {
        const file = startup.find((asset) => new RegExp(`^/?${name}-[0-9a-f]+\\.js$`).test(asset));
        assert(COMPILE_HINT_PIECE, file, `Gatsby's "app" chunk group has no ${name}-<hash>.js (webpack.stats.json): its chunk names changed`);
        assert(COMPILE_HINT_PIECE, readPublic(file).startsWith(COMPILE_HINT) === tuned, `${file} ${tuned ? "lacks" : "has"} the compile hint`);
      }
    });
  });

  describe(MODERN_OUTPUT, () => {
    test("Gatsby's babel-loader helpers and gatsby-plugin-typescript's plugins are what modern-babel/loader.js reads and drops", () => {
      const helpers = readModule("gatsby/dist/utils/babel-loader-helpers.js");
      for (const name of ["prepareOptions", "mergeConfigItemOptions", "getCustomOptions"]) {
        assert(MODERN_OUTPUT, new RegExp(`exports\\.${name} = `).test(helpers), `gatsby/dist/utils/babel-loader-helpers.js no longer exports ${name}`);
      }
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as webpack loads it
      const { DROPPED_PLUGINS } = require("../../gatsby/internals/modern-babel/loader.js") as { DROPPED_PLUGINS: RegExp };
      const typescriptPlugin = readModule("gatsby-plugin-typescript/gatsby-node.js");
      const added = [...typescriptPlugin.matchAll(/require\.resolve\(`(@babel\/plugin-[^`]+)`\)/g)].map((match) => `/node_modules/${match[1]}/lib/index.js`);
      assert(
        MODERN_OUTPUT,
        added.length > 0 && added.every((plugin) => DROPPED_PLUGINS.test(plugin)),
        `gatsby-plugin-typescript adds other Babel plugins now (${added.join(", ")}): review DROPPED_PLUGINS`,
      );
    });

    test(
      tuned ? "the site's code needs none of Babel's helpers for spread and classes" : "the site's code brings Babel's helpers for spread and classes",
      () => {
        assert(MODERN_OUTPUT, bundledModules.length > 0, `${recordFile} is missing: run this suite in the checkout that built public/`);
        // The ES-module helpers come from code Babel compiled in this build (the site's and Gatsby's
        // .cache runtime); prebuilt packages require the CommonJS ones, which stay.
        const helpers = bundledModules.filter((module) => module.startsWith("node_modules/@babel/runtime/helpers/esm/"));
        if (tuned)
          assert(MODERN_OUTPUT, helpers.length === 0, `the bundle has Babel's helpers ${helpers.join(", ")}: a legacy transform ran on the site's code`);
        else assert(MODERN_OUTPUT, helpers.length > 0, "the plain build has no ES-module Babel helper: the check no longer sees the transforms");
      },
    );
  });

  describe(MINIFIER_SETTINGS, () => {
    test("Gatsby sets mangleExports itself and gives Terser compress options, which the piece changes", () => {
      // The build stops too (tuneMinifier); this names the lines an upgrade would move.
      const config = readModule("gatsby/dist/utils/webpack.config.js");
      assert(MINIFIER_SETTINGS, /mangleExports: !isPartialHydrationEnabled/.test(config), "gatsby/dist/utils/webpack.config.js no longer sets mangleExports");
      const utils = readModule("gatsby/dist/utils/webpack-utils.js");
      assert(
        MINIFIER_SETTINGS,
        /plugins\.minifyJs = [\s\S]*?compress: \{/.test(utils),
        "gatsby/dist/utils/webpack-utils.js's minifyJs no longer gives Terser compress options",
      );
    });
  });

  describe.each(SOURCE_EDITS.map((edits) => [edits.piece, edits] as const))("%s", (piece, { module, edits, file, signature }) => {
    test("the module still has the text each edit looks for, once", () => {
      // The build stops too (stubs/source-edits-loader.js); this names the file an upgrade changed.
      assert(piece, module.test(path.join(PROJECT_ROOT, file)), `${module} does not match ${file}`);
      const text = fs.readFileSync(path.join(PROJECT_ROOT, file), "utf8");
      for (const { from, until } of edits) {
        assert(piece, text.split(from).length === 2, `${file} has ${JSON.stringify(from)} ${text.split(from).length - 1} times, not once`);
        if (until) assert(piece, text.indexOf(until, text.indexOf(from)) > 0, `${JSON.stringify(until)} no longer follows ${JSON.stringify(from)} in ${file}`);
      }
    });

    test(tuned ? "what the edits remove is in no chunk" : "what the edits remove is in a chunk", () => {
      const holders = bundle.filter(({ code }) => code.includes(signature)).map(({ file: chunk }) => chunk);
      if (tuned) assert(piece, holders.length === 0, `${JSON.stringify(signature)} is still in ${holders.join(", ")}`);
      else assert(piece, holders.length > 0, `${JSON.stringify(signature)} is in no chunk of the plain build: the signature does not detect the code`);
    });
  });

  test(`${MANIFEST_OPTIONS}: Gatsby writes each browser plugin's entry as the edit expects`, () => {
    assert(
      MANIFEST_OPTIONS,
      readModule("gatsby/dist/services/initialize.js").includes(ENTRY_TEMPLATE),
      "gatsby/dist/services/initialize.js writes api-runner-browser-plugins.js differently now",
    );
  });

  describe(SHORT_CHUNK_GLOBAL, () => {
    test(tuned ? "every chunk registers on the short global" : "no chunk registers on the short global (webpack names it after the package)", () => {
      // webpack writes the registration in this shape whatever Gatsby does; a change of shape shows here.
      const registration = `self.${CHUNK_GLOBAL}=self.${CHUNK_GLOBAL}||[]`;
      const holders = bundle.filter(({ code }) => code.includes(registration)).map(({ file }) => file);
      if (tuned)
        assert(
          SHORT_CHUNK_GLOBAL,
          holders.length === bundle.length,
          `${registration} is missing from ${bundleFiles.filter((file) => !holders.includes(file)).join(", ")}`,
        );
      else
        assert(
          SHORT_CHUNK_GLOBAL,
          holders.length === 0,
          `the plain build's ${holders.join(", ")} register on ${registration}: the check no longer sees the piece`,
        );
    });

    test(tuned ? "no chunk marks its script tags with a unique name" : "the webpack runtime marks its script tags with the package's name", () => {
      // webpack writes `data-webpack` only with an output.uniqueName; the plain build's is package.json's name.
      const holders = bundle.filter(({ code }) => code.includes('"data-webpack"')).map(({ file }) => file);
      if (tuned) assert(SHORT_CHUNK_GLOBAL, holders.length === 0, `${holders.join(", ")} still set or read data-webpack: output.uniqueName is not empty`);
      else
        assert(
          SHORT_CHUNK_GLOBAL,
          holders.some((file) => file.startsWith("webpack-runtime-")),
          `the plain build's webpack runtime has no data-webpack: the check no longer sees the piece`,
        );
    });
  });

  describe("post-paint-loader", () => {
    const piece = "post-paint-loader";
    const sliceFiles = listFiles(PUBLIC_DIR).then((files) => files.filter((file) => /^_gatsby\/slices\/_gatsby-scripts-\d+\.html$/.test(file)));

    test("Gatsby's scripts slice writes the chunk map, the compilation hash and the async script tags", async () => {
      // The slice fragment stays as Gatsby wrote it; Gatsby stitches it into every page.
      const [slice, ...more] = await sliceFiles;
      assert(piece, slice && more.length === 0, `expected one _gatsby/slices/_gatsby-scripts-<n>.html, found ${(await sliceFiles).join(", ") || "none"}`);
      const html = readPublic(slice);
      assert(piece, CHUNK_MAPPING_SCRIPT.test(html), `${slice} has no chunk-mapping script of the expected shape`);
      const hash = GATSBY_GLOBALS.compilationHash.exec(html);
      assert(piece, hash && JSON.parse(hash[1]) === compilationHash, `${slice} has no <script>window.___webpackCompilationHash="${compilationHash}";</script>`);
      const sources = [...html.matchAll(GATSBY_SCRIPT_TAG)].map((tag) => tag[1]);
      assert(
        piece,
        sources.some((src) => /^\/app-[0-9a-f]+\.js$/.test(src)),
        `${slice} has no <script src="/app-<hash>.js" async>`,
      );
    });

    test(tuned ? "every page carries what Gatsby wrote, in the loader" : "every page has Gatsby's inline globals in the shape the loader reads", async () => {
      const [slice] = await sliceFiles;
      const sources = [...readPublic(slice).matchAll(GATSBY_SCRIPT_TAG)].map((tag) => tag[1]).join(" ");
      for (const file of await pageFiles) {
        const html = readPublic(file);
        const pagePath = pagePathOf(file);
        if (tuned) {
          const loader = new RegExp(`<script id="${LOADER_ID}"([^>]*)>`).exec(html);
          assert(piece, loader, `${file} has no loader`);
          const attribute = (name: string) => new RegExp(` data-${name}="([^"]*)"`).exec(loader[1])?.[1];
          assert(
            piece,
            attribute("page-path") === pagePath,
            `${file}: the loader carries page-path ${attribute("page-path")}, not ${pagePath} (Gatsby's window.pagePath script)`,
          );
          assert(
            piece,
            attribute("compilation-hash") === compilationHash,
            `${file}: the loader carries compilation-hash ${attribute("compilation-hash")}, not app-data.json's ${compilationHash}`,
          );
          assert(piece, attribute("src") === sources, `${file}: the loader starts ${attribute("src")}, not the slice's scripts ${sources}`);
          assert(
            piece,
            !GATSBY_SCRIPT_TAG.test(html) && !CHUNK_MAPPING_SCRIPT.test(html) && !GATSBY_GLOBALS.pagePath.test(html),
            `${file} still has some of Gatsby's scripts beside the loader`,
          );
          GATSBY_SCRIPT_TAG.lastIndex = 0;
        } else {
          const pathScript = GATSBY_GLOBALS.pagePath.exec(html);
          assert(
            piece,
            pathScript && JSON.parse(pathScript[1]) === pagePath,
            `${file} has no <script id="gatsby-script-loader">…window.pagePath="${pagePath}"… of the expected shape`,
          );
          let problem = "";
          try {
            deferGatsbyScripts(html, file);
          } catch (error) {
            problem = (error as Error).message;
          }
          assert(piece, problem === "", `the loader cannot rewrite Gatsby's page: ${problem}`);
        }
      }
    });
  });

  describe(DROPPED_HEAD, () => {
    test(tuned ? "no page carries the dropped head components" : "Gatsby and gatsby-plugin-image write them in every page", async () => {
      for (const file of await pageFiles) {
        const html = readPublic(file).slice(0, readPublic(file).indexOf("</head>"));
        for (const [name, markup] of Object.entries(DROPPED_MARKUP)) {
          assert(DROPPED_HEAD, markup.test(html) !== tuned, `${file}: ${name} (${markup}) is ${tuned ? "still" : "not"} in the head`);
        }
      }
    });
  });

  describe("stale-type-owners", () => {
    test("Gatsby's typeOwners state has the shape the patch mutates, and is persisted", () => {
      const piece = "stale-type-owners";
      const file = "gatsby/dist/redux/reducers/type-owners.js";
      assert(piece, fs.existsSync(path.join(NODE_MODULES, file)), `node_modules/${file} is gone`);
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { typeOwnersReducer } = require(path.join(NODE_MODULES, file)) as { typeOwnersReducer: (state: unknown, action: object) => unknown };
      const node = { id: "n1", internal: { type: "OldJson", owner: "gatsby-transformer-json" } };
      const state = typeOwnersReducer(undefined, { type: "CREATE_NODE", plugin: { name: "gatsby-transformer-json" }, payload: node }) as {
        pluginsToTypes?: unknown;
        typesToPlugins?: unknown;
      };
      assert(
        piece,
        state.pluginsToTypes instanceof Map && state.typesToPlugins instanceof Map,
        "typeOwners is no longer { pluginsToTypes: Map, typesToPlugins: Map }",
      );
      assert(piece, state.typesToPlugins.get("OldJson") === "gatsby-transformer-json", "typesToPlugins no longer maps a node type to its plugin's name");
      const types = state.pluginsToTypes.get("gatsby-transformer-json") as unknown;
      assert(piece, types instanceof Set && types.has("OldJson"), "pluginsToTypes no longer maps a plugin's name to a Set of types");
      const freed = forgetRemovedTypeOwners({ getState: () => ({ typeOwners: state, flattenedPlugins: [{ name: "default-site-plugin" }] }) });
      assert(piece, freed.join() === "OldJson" && !state.typesToPlugins.has("OldJson"), "the patch no longer frees a removed plugin's types");
      // Why the patch exists: Gatsby keeps typeOwners in its cache across builds.
      assert(
        piece,
        /persistedReduxKeys = \[[^\]]*`typeOwners`/.test(readModule("gatsby/dist/redux/index.js")),
        "Gatsby no longer persists typeOwners: the patch may be unneeded",
      );
    });
  });

  describe("cache-location", () => {
    test("Gatsby takes .cache/caches-lmdb as its cache, and clears a cache without public/", () => {
      // cache-location.ts, styles-fingerprint.ts and mode-record.ts start a build clean by removing
      // public/ before Gatsby's check (gatsby/dist/services/initialize.js).
      const source = readModule("gatsby/dist/services/initialize.js");
      assert("cache-location", source.includes("lmdbCacheDirectoryName = `caches-lmdb`"), "Gatsby's cache probe is no longer .cache/caches-lmdb");
      assert(
        "cache-location",
        /cacheIsCorrupt = cacheDirExists && !publicDirExists/.test(source),
        "Gatsby no longer clears a cache that has no public/ beside it: a moved checkout, changed stylesheets or another GATSBY_INTERNALS mode would not start clean",
      );
    });
  });
});
