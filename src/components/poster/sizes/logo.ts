// The `sizes` of the logo image slot, made from src/styles/layout.ts by `npm run image-layout`.
export const logoSizes = "40px";
