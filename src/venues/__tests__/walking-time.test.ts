import { distanceKm, walkingMinutes, walkingWords, WALKING_KMH } from "../walking-time";

describe("walking time between venues", () => {
  const a = { lat: 44.39, lon: 7.548 };

  it("measures the great-circle distance (one minute of latitude is one nautical mile)", () => {
    expect(distanceKm(a, { lat: 44.39 + 1 / 60, lon: 7.548 })).toBeCloseTo(1.853, 2);
    expect(distanceKm(a, a)).toBe(0);
  });

  it("gives whole minutes at the walking pace, at least one", () => {
    // 1 km north: 1 / 4.5 h = 13.3 minutes.
    const oneKmNorth = { lat: a.lat + 1 / 111.195, lon: a.lon };
    expect(WALKING_KMH).toBe(4.5);
    expect(walkingMinutes(a, oneKmNorth)).toBe(13);
    expect(walkingMinutes(a, a)).toBe(1);
  });

  it("says it is a straight line and an estimate, never a route", () => {
    expect(walkingWords(13)).toBe("in linea d'aria, circa 13 minuti a piedi");
    expect(walkingWords(1)).toBe("in linea d'aria, circa 1 minuto a piedi");
  });
});
