// The `sizes` of the programmePoster image slot, made from src/styles/layout.ts by `npm run image-layout`.
export const programmePosterSizes = "104px";
