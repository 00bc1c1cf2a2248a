// The `sizes` of the talkImage2 image slot, made from src/styles/layout.ts by `npm run image-layout`.
export const talkImage2Sizes = "(min-width: 1200px) 261px, (min-width: 960px) calc(25vw - 39px), calc(47.5vw - 30px)";
