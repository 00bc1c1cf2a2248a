import { archivePagePath } from "../utils/archive-paths";
import type { SharePage } from "./share-pages";

/** An archived edition's page: its share image names that edition and shows its posters (gatsby/share-images). */
export function archiveSharePage(anno: number | string): SharePage {
  return {
    pathname: archivePagePath(anno),
    image: `/condivisione/edizione-${anno}.png`,
    heading: "Edizione passata",
    artwork: "le locandine di quell'edizione",
  };
}
