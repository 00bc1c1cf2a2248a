import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { manifestTexts } from "./gatsby/manifest/manifest-texts";
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
  // The one URL form the hosts serve with 200 (pages are folders with index.html): src/utils/page-paths.ts.
  trailingSlash: "always",
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: dataDir },
    },
    // gatsby-transformer-json turns the JSON files into nodes, called from gatsby/data-nodes/json-nodes.ts
    // (with its options) so the live preview survives a data slip.
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        // Site-wide image defaults, set once: modern formats first, a quality tuned for flat
        // poster artwork, and no placeholder (posters render as native <picture> with a fixed ratio).
        defaults: {
          formats: ["auto", "avif", "webp"],
          placeholder: "none",
          quality: 70,
          // 34: no visible change to the flat artwork and its text at the size shown (compared side
          // by side at 30, 34, 36, 40, 42, 50), and the first poster of a page a phone needs (the
          // 640w edition poster: 15.7 KB at 40, 13.4 KB at 34) fits with its headers in the first
          // round trip of a fresh connection (14.6 KB, TCP's initial window).
          avifOptions: { quality: 34, speed: 5 },
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
        cssLoaderOptions: {
          modules: {
            namedExport: true,
            exportLocalsConvention: "dashesOnly",
            // Short hashed class names in production: every class name is shipped twice (in the
            // HTML and in the JS that hydrates it), so Gatsby's long default costs ~1 KiB gz of JS.
            localIdentName: process.env.NODE_ENV === "production" ? "c[hash:base64:5]" : "[name]--[local]--[hash:base64:5]",
          },
        },
      },
    },
    {
      // /sitemap-index.xml from siteMetadata.siteUrl; the 404 pages stay out.
      resolve: "gatsby-plugin-sitemap",
      // robots.txt names the sitemap; a <link> in every page's head would only add bytes.
      options: { excludes: ["/404", "/404.html", "/dev-404-page"], createLinkInHead: false },
    },
    {
      // Web app manifest, icons and favicon from our logo. It registers no service worker and
      // loads nothing from other hosts; the theme-color meta comes from the Seo component.
      resolve: "gatsby-plugin-manifest",
      options: {
        // name, short_name and description, from data/sito.json.
        ...manifestTexts(dataDir),
        start_url: "/",
        lang: "it",
        display: "standalone",
        theme_color: "#14123A",
        background_color: "#FFF8EC",
        icon: path.join(dataDir, "immagini/sito/logo.png"),
        theme_color_in_head: false,
        // One apple-touch-icon (gatsby-ssr.tsx) instead of the plugin's eight legacy links: every
        // page carries them in its first round trip, and iOS picks the one it needs anyway.
        legacy: false,
        // Not the plugin's <link rel="icon"> to a PNG: gatsby-ssr.tsx names /favicon.ico (written
        // by gatsby/discoverability), and the post-paint loader sets it after the first paint.
        include_favicon: false,
      },
    },
  ],
};

export default config;
