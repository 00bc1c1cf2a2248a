// The `sizes` of the talkImage3 image slot, made from src/styles/layout.ts by `npm run image-layout`.
export const talkImage3Sizes = "(min-width: 1200px) 172px, (min-width: 960px) calc(16.67vw - 28px), calc(31.67vw - 22px)";
