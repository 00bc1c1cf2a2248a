// The `sizes` of the archiveProgrammePoster image slot, made from src/styles/layout.ts by `npm run image-layout`.
export const archiveProgrammePosterSizes = "104px";
