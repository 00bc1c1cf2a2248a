import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { siteUrl } from "./gatsby/site-url";

// Tests build throw-away copies of the site from fixture data sets; everyone else uses data/.
const dataDir = path.resolve(__dirname, process.env.CONNESSIONI_DATA_DIR ?? "data");

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
  },
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  trailingSlash: "never",
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: dataDir },
    },
    {
      resolve: "gatsby-transformer-json",
      // Every JSON file becomes its own node type named after the file (sito.json → SitoJson,
      // programma.json → ProgrammaJson, ...), also for single-object files, which the plugin
      // would otherwise name after their folder. The schema is declared in gatsby/schema.ts.
      options: {
        typeName: ({ node }: { node: { name: string } }) =>
          `${node.name.charAt(0).toUpperCase()}${node.name.slice(1)}Json`,
      },
    },
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        // Site-wide image defaults, set once: modern formats first, a quality tuned for flat
        // poster artwork, and no placeholder (posters render as native <picture> with a fixed ratio).
        defaults: {
          formats: ["auto", "avif", "webp"],
          placeholder: "none",
          quality: 70,
          avifOptions: { quality: 50, speed: 5 },
          webpOptions: { quality: 72 },
          breakpoints: [240, 360, 480, 720, 960],
        },
      },
    },
    "gatsby-transformer-sharp",
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sass",
      options: {
        sassOptions: { includePaths: [path.resolve(__dirname, "src/styles")] },
        cssLoaderOptions: { modules: { namedExport: true, exportLocalsConvention: "dashesOnly" } },
      },
    },
  ],
};

export default config;
