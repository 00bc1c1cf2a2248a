import type { IGatsbyImageData } from "gatsby-plugin-image";

type ImageFile = {
  readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null;
} | null;

/**
 * The processed image of a file referenced by the data. GraphQL types it as optional because a
 * File need not be an image; the data check refuses unreadable images before every build.
 */
export function imageOf(file: ImageFile): IGatsbyImageData | undefined {
  return file?.childImageSharp?.gatsbyImageData;
}
