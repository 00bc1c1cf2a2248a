// The `sizes` of the concertPoster image slot, made from src/styles/layout.ts by `npm run image-layout`.
export const concertPosterSizes = "(min-width: 1200px) 424px, (min-width: 600px) calc(38.8vw - 41px), calc(95vw - 51px)";
