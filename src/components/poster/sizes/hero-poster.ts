// The `sizes` of the heroPoster image slot, made from src/styles/layout.ts by `npm run image-layout`.
export const heroPosterSizes = "(min-width: 1200px) 243px, (min-width: 960px) calc(23.26vw - 36px), (min-width: 600px) 276px, 124px";
