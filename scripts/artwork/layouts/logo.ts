// The festival mark: a bold "C" whose ends are two nodes, linked through a third one in the middle.
// Solid square background and everything inside the central 80%, so it also works as favicon and
// maskable PWA icon.
import { colors } from "../palette";

export const logoSize = 512;

export function logo(): string {
  const size = logoSize;
  const centre = size / 2;
  // The arc sits left of the nodes; shifting it right centres the whole mark optically.
  const cx = centre + 10;
  const radius = 140;
  const end = radius * Math.SQRT1_2;
  const top = { x: cx + end, y: centre - end };
  const bottom = { x: cx + end, y: centre + end };
  const hub = { x: cx + 8, y: centre };
  const f = (value: number): string => value.toFixed(1);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="${colors.ink}"/>` +
    `<path d="M${f(top.x)} ${f(top.y)}A${radius} ${radius} 0 1 0 ${f(bottom.x)} ${f(bottom.y)}" fill="none" stroke="${colors.paper}" stroke-width="64"/>` +
    `<path d="M${f(top.x)} ${f(top.y)}L${hub.x} ${hub.y}L${f(bottom.x)} ${f(bottom.y)}" fill="none" stroke="${colors.paper}" stroke-width="26" stroke-linejoin="round"/>` +
    `<circle cx="${f(top.x)}" cy="${f(top.y)}" r="52" fill="${colors.coral}"/>` +
    `<circle cx="${f(bottom.x)}" cy="${f(bottom.y)}" r="52" fill="${colors.sun}"/>` +
    `<circle cx="${hub.x}" cy="${hub.y}" r="38" fill="${colors.teal}" stroke="${colors.paper}" stroke-width="14"/>` +
    `</svg>`
  );
}
