// The talk gallery's `sizes`, which depend on how many images a talk has. Every slot's `sizes` string
// lives in its own module under ./sizes/ (written from src/styles/layout.ts by `npm run image-layout`;
// a unit test fails when they are out of date), so each page's bundle carries only its own slots.
import { talkImage2Sizes } from "./sizes/talk-image-2";
import { talkImage3Sizes } from "./sizes/talk-image-3";

/** Columns of a talk's image grid: three images side by side, two or four in two columns. */
export const talkGalleryColumns = (imageCount: number): number => (imageCount === 3 ? 3 : 2);

/** The `sizes` of a talk's images, which depends on how many the talk has. */
export const talkImageSizes = (imageCount: number): string => (talkGalleryColumns(imageCount) === 3 ? talkImage3Sizes : talkImage2Sizes);
