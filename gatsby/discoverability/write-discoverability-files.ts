import fs from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteUrl } from "../site-url";
import { writeCalendars } from "../calendar/write-calendars";
import { writeShareImages } from "../share-images/write-share-images";
import { removeStaleOutputs } from "../post-build/stale-outputs";
import { faviconIco } from "./favicon-ico";
import { robotsTxt } from "./robots-txt";

type PostBuildArgs = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0];

/**
 * The files that help people and machines find and keep the festival: calendars, share images,
 * robots.txt and favicon.ico (the record of changes' files: gatsby/published-record/write-record-files.ts). Problems stop the build with a message, never half a site.
 */
export async function writeDiscoverabilityFiles(args: PostBuildArgs, publicDir: string): Promise<void> {
  const { graphql, reporter } = args;
  try {
    const calendars = await writeCalendars(args, publicDir);
    reporter.info(`Wrote ${calendars.length} calendar files under /calendario`);

    const images = await writeShareImages(graphql, publicDir);
    reporter.info(`Wrote share images: ${images.join(", ")}`);

    // Over a previous build's public/ (CI's cache), what no longer exists goes: a removed event's calendar, an edition's image.
    const stale = [...(await removeStaleOutputs(publicDir, "calendario", calendars)), ...(await removeStaleOutputs(publicDir, "condivisione", images))];
    if (stale.length > 0) reporter.info(`Removed ${stale.length} files of an earlier build: ${stale.join(", ")}`);

    await fs.writeFile(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl), "utf8");

    const logo = await graphql<{ sitoJson: { logo: { absolutePath: string } | null } | null }>(`
      query FaviconSource {
        sitoJson {
          logo {
            absolutePath
          }
        }
      }
    `);
    const logoPath = logo.data?.sitoJson?.logo?.absolutePath;
    if (!logoPath) throw new Error("sito.json has no logo image for favicon.ico");
    await fs.writeFile(path.join(publicDir, "favicon.ico"), await faviconIco(logoPath));
    reporter.info("Wrote robots.txt and favicon.ico");
  } catch (error) {
    reporter.panicOnBuild(`Could not write calendars, share images, robots.txt or favicon.ico: ${String(error)}`);
  }
}
