/** @jest-environment node */
import { transformSync } from "@babel/core";
import { GATSBY_BABEL_LOADER, MODERN_BABEL_LOADER, modernizeOutput } from "../modern-output";

class TerserPlugin {
  options = { minimizer: { options: { parse: { ecma: 5 }, compress: { ecma: 5 }, output: { ecma: 5 }, mangle: { safari10: true } } } };
}

/** The parts of Gatsby's production client config the piece reads, as Gatsby 5 writes them. */
function gatsbyConfig() {
  const babel = (options: object) => ({ loader: GATSBY_BABEL_LOADER, options });
  return {
    target: ["web", "es5"] as string | string[],
    plugins: [],
    optimization: { minimizer: [new TerserPlugin(), { constructor: { name: "CssMinimizerPlugin" } }] },
    module: {
      rules: [
        // Gatsby's rule for the site's JavaScript and gatsby-plugin-typescript's: loaders per module.
        { test: /\.(js|mjs|jsx|ts|tsx)$/, use: ({ issuer }: { issuer: string }) => [babel({ isPageTemplate: /async-requires/.test(issuer) })] },
        { test: /\.tsx?$/, use: () => [babel({})] },
        // node_modules: plain babel-loader with Gatsby's dependencies preset.
        { test: /\.(js|mjs)$/, use: [{ loader: "/node_modules/babel-loader/lib/index.js", options: {} }] },
        { oneOf: [{ test: /\.css$/, use: () => [{ loader: "/node_modules/css-loader/index.js" }] }] },
      ],
    },
  };
}

type Rules = { use: unknown }[];
const loadersOf = (rule: { use: unknown }, issuer = "") =>
  (typeof rule.use === "function"
    ? (rule.use as (info: object) => { loader: string }[])({ resourceQuery: "", issuer })
    : (rule.use as { loader: string }[])
  ).map((use) => use.loader);

describe("gatsby/internals/modern-output", () => {
  it("targets the browserslist and lets Terser print ES2020 without Safari 10's workaround", () => {
    const config = gatsbyConfig();
    modernizeOutput(config as never);
    expect(config.target).toBe("browserslist");
    const { options } = (config.optimization.minimizer[0] as TerserPlugin).options.minimizer;
    expect(options).toEqual({ parse: { ecma: 2020 }, compress: { ecma: 2020 }, output: { ecma: 2020 }, mangle: { safari10: false } });
  });

  it("swaps Gatsby's babel-loader for the modern one in the site's rules, keeping each module's options", () => {
    const config = gatsbyConfig();
    modernizeOutput(config as never);
    const [site, typescript, dependencies, css] = config.module.rules as unknown as Rules;
    expect(loadersOf(site)).toEqual([MODERN_BABEL_LOADER]);
    expect(loadersOf(typescript)).toEqual([MODERN_BABEL_LOADER]);
    const pageTemplate = (site.use as (info: object) => { options: { isPageTemplate: boolean } }[])({ resourceQuery: "", issuer: "/.cache/async-requires.js" });
    expect(pageTemplate[0].options.isPageTemplate).toBe(true);
    expect(loadersOf(dependencies)).toEqual(["/node_modules/babel-loader/lib/index.js"]);
    expect(loadersOf((css as unknown as { oneOf: Rules }).oneOf[0])).toEqual(["/node_modules/css-loader/index.js"]);
  });

  it("stops the build when Gatsby's config is not what it expects", () => {
    const retargeted = { ...gatsbyConfig(), target: "web" };
    expect(() => modernizeOutput(retargeted as never)).toThrow(/^gatsby\/internals\/modern-output: Gatsby's client target is "web"/);
    const noTerser = gatsbyConfig();
    noTerser.optimization.minimizer = [];
    expect(() => modernizeOutput(noTerser as never)).toThrow(/no Terser minimizer/);
    const noBabel = gatsbyConfig();
    noBabel.module.rules = noBabel.module.rules.slice(2);
    expect(() => modernizeOutput(noBabel as never)).toThrow(/0 webpack rules use Gatsby's babel-loader/);
  });

  it("keeps the syntax the browserslist's browsers run: no helper for spread or classes, native ?? and ?.", () => {
    const source = "export class Queue extends Base { items = []; add(item) { this.items = [...this.items, item ?? this.fallback?.()]; } }";
    const { code } = transformSync(source, { configFile: false, babelrc: false, presets: [require.resolve("../modern-babel/preset")] }) ?? {};
    expect(code).not.toMatch(/@babel\/runtime/);
    expect(code).toMatch(/class Queue extends Base/);
    expect(code).toMatch(/\[\.\.\.this\.items, item \?\? this\.fallback\?\.\(\)\]/);
  });
});
