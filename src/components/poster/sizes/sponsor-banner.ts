// The `sizes` of the sponsorBanner image slot, made from src/styles/layout.ts by `npm run image-layout`.
export const sponsorBannerSizes = "(min-width: 1200px) 1132px, calc(96.36vw - 24px)";
