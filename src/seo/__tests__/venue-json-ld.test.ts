import { accessFactLines, type AccessFacts } from "../../venues/access-facts";
import { venueJsonLd } from "../json-ld";

const ctx = { siteUrl: "https://festival.example" };
const accesso: AccessFacts = {
  ingresso: "rampa",
  ascensore: "sì",
  bagnoAccessibile: "no",
  postiCarrozzina: "da verificare",
  anelloInduttivo: "da verificare",
  posti: "da verificare",
  musicaAltaOLuciStroboscopiche: "da verificare",
};
const venue = {
  nome: "Sala Prove",
  descrizione: "Una sala.",
  percorso: "/luoghi/sala-prove/",
  mappe: "https://maps.example/sala",
  indirizzo: { via: "via di Prova 1", citta: "Lontano", cap: "12100" },
  accesso: accessFactLines(accesso),
};

describe("a venue's JSON-LD Place", () => {
  it("has its address, its coordinates where known, and a feature for each verified fact only", () => {
    const place = venueJsonLd({ ...venue, coordinate: { lat: 44.39, lon: 7.548 } }, ctx);
    expect(place).toEqual({
      "@type": "Place",
      "@id": "https://festival.example/luoghi/sala-prove/#luogo",
      name: "Sala Prove",
      description: "Una sala.",
      url: "https://festival.example/luoghi/sala-prove/",
      address: { "@type": "PostalAddress", streetAddress: "via di Prova 1", addressLocality: "Lontano", postalCode: "12100", addressCountry: "IT" },
      geo: { "@type": "GeoCoordinates", latitude: 44.39, longitude: 7.548 },
      hasMap: "https://maps.example/sala",
      amenityFeature: [
        { "@type": "LocationFeatureSpecification", name: "Ingresso", value: "con una rampa" },
        { "@type": "LocationFeatureSpecification", name: "Ascensore", value: true },
        { "@type": "LocationFeatureSpecification", name: "Bagno accessibile", value: false },
      ],
    });
  });

  it("claims no coordinates, no street and no feature that the data does not have", () => {
    const place = venueJsonLd(
      {
        ...venue,
        indirizzo: { citta: "Lontano" },
        coordinate: null,
        accesso: accessFactLines({ ...accesso, ingresso: "da verificare", ascensore: "da verificare", bagnoAccessibile: "da verificare" }),
      },
      ctx,
    );
    expect(place).not.toHaveProperty("geo");
    expect(place).not.toHaveProperty("amenityFeature");
    expect(place.address).toEqual({ "@type": "PostalAddress", addressLocality: "Lontano", addressCountry: "IT" });
  });
});
