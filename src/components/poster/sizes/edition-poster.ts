// The `sizes` of the editionPoster image slot, made from src/styles/layout.ts by `npm run image-layout`.
export const editionPosterSizes = "(min-width: 1200px) 356px, (min-width: 600px) calc(32.33vw - 31px), calc(95vw - 51px)";
