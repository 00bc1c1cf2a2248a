import type { GatsbyNode } from "gatsby";
import QRCode from "qrcode";
import { formatDateLong } from "../../src/utils/format";
import { siteUrl } from "../site-url";

/**
 * The printable programme's build-time parts (issue 49), as GraphQL fields, so the page ships strings
 * and no QR or date code:
 * - `SitoJson.programmaStampabile`: the site's address and its QR code as inline SVG markup;
 * - `ProgrammaJson.dataCompleta`: a day's heading, "Venerdì 12 settembre 2025";
 * - `LuoghiJson.ricercaMappa`: the words of a venue's map search ("Teatro Toselli, Cuneo"), what a
 *   reader of the paper types into a map; sito.json has no street addresses, and none is made up.
 */

export const printProgrammeTypeDefs = /* GraphQL */ `
  "The site's address for a printed page"
  type ProgrammaStampabile {
    "The home page's address, e.g. https://www.connessionifestival.example/"
    indirizzo: String!
    "The address without its scheme, as a reader types it, e.g. www.connessionifestival.example"
    indirizzoBreve: String!
    "A QR code of indirizzo as SVG markup (black on white, with its quiet zone), drawn at build time"
    qrSvg: String!
  }
`;

/** The home page's address, as printed and encoded: siteUrl has no trailing slash. */
export const printedSiteAddress = (): string => `${siteUrl}/`;

/** "https://www.x.example/" → "www.x.example": the host and path a reader types. */
export const shortAddress = (address: string): string => address.replace(/^https?:\/\//, "").replace(/\/$/, "");

/**
 * The QR code of an address as an SVG element: medium error correction (a folded or smudged sheet
 * still scans), the standard four-module quiet zone, no fixed size (the page's CSS sizes it).
 */
export async function qrSvg(address: string): Promise<string> {
  const svg = await QRCode.toString(address, { type: "svg", errorCorrectionLevel: "M", margin: 4, color: { dark: "#000000", light: "#ffffff" } });
  // The drawing is named by the element around it (the page's figure); the SVG itself stays silent.
  return svg.trim().replace(/^<svg /, '<svg aria-hidden="true" focusable="false" ');
}

/** The words of a map search link ("query" or "q"), or null for a link that is not a search. */
export function mapSearchWords(link: string): string | null {
  try {
    const params = new URL(link).searchParams;
    const words = (params.get("query") ?? params.get("q") ?? "").trim();
    return words === "" ? null : words;
  } catch {
    return null;
  }
}

export const createPrintProgrammeResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create }) => {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-call -- Gatsby types createResolvers as a bare Function
  create({
    SitoJson: {
      programmaStampabile: {
        type: "ProgrammaStampabile!",
        async resolve() {
          const indirizzo = printedSiteAddress();
          return { indirizzo, indirizzoBreve: shortAddress(indirizzo), qrSvg: await qrSvg(indirizzo) };
        },
      },
    },
    ProgrammaJson: {
      dataCompleta: {
        type: "String!",
        description: "The day in full, e.g. Venerdì 12 settembre 2025",
        resolve: (source: { data: string }) => formatDateLong(source.data),
      },
    },
    LuoghiJson: {
      ricercaMappa: {
        type: "String",
        description: "The words of the venue's map search, e.g. Teatro Toselli, Cuneo; null when mappe is not a search",
        resolve: (source: { mappe: string }) => mapSearchWords(source.mappe),
      },
    },
  });
};
