import { directionsLinks } from "../directions";

describe("directions to a venue", () => {
  it("asks the visitor's maps for a route to the coordinates when the data has them", () => {
    const links = directionsLinks({ nome: "Sala Prove", indirizzo: "via di Prova 1, Cuneo", coordinate: { lat: 44.3900001, lon: 7.548 } });
    expect(links).toEqual([
      { label: "OpenStreetMap", href: "https://www.openstreetmap.org/directions?to=44.39,7.548#map=18/44.39/7.548" },
      { label: "Google Maps", href: "https://www.google.com/maps/dir/?api=1&destination=44.39,7.548" },
      { label: "Apple Mappe", href: "https://maps.apple.com/?daddr=44.39,7.548" },
      { label: "App di mappe (Android)", href: "geo:44.39,7.548?q=44.39,7.548(Sala%20Prove)" },
    ]);
  });

  it("searches by name and address when there are none, never a guessed point", () => {
    const links = directionsLinks({ nome: "Teatro Toselli", indirizzo: "Cuneo", coordinate: null });
    const query = "Teatro%20Toselli%2C%20Cuneo";
    expect(links.map((link) => link.href)).toEqual([
      `https://www.openstreetmap.org/search?query=${query}`,
      `https://www.google.com/maps/search/?api=1&query=${query}`,
      `https://maps.apple.com/?q=${query}`,
      `geo:0,0?q=${query}`,
    ]);
  });
});
