// 'Programma' and the hero button scroll to the programme: smoothly (positions sampled per frame),
// instantly under reduced motion, and ending with the heading just below the fixed bar.
import { describeBrowser, useBrowser, usePageCache, viewports } from "./support/harness";
import { expectHeadingJustBelowBar, expectHomeOpenedAtProgramme, navLink } from "./support/layout";
import { trackGlide, trackScroll } from "./support/scroll";
import { pagePaths } from "../../src/utils/page-paths";

describeBrowser("scroll to the programme", () => {
  const env = useBrowser();
  // One page per viewport or motion setting, reused (loading is the slow part); see usePageCache.
  const pages = usePageCache(env);

  test.each([
    ["nav link Programma", "desktop"],
    ["hero button Scopri il programma", "desktop"],
    ["hero button Scopri il programma", "mobile"],
  ] as const)("%s at %s width glides and ends just below the bar", async (what, viewportName) => {
    const page = await pages.get(viewportName, "/", { viewport: viewports[viewportName] });
    const target = what.startsWith("nav") ? navLink(page, "Programma") : page.getByRole("link", { name: "Scopri il programma" });
    const track = await trackGlide(page, () => target.click());
    expect(track.end).toBeGreaterThan(track.start + 200);
    // A glide passes through positions on its way; a jump shows none (see trackGlide on retries).
    expect(track.intermediate.length).toBeGreaterThanOrEqual(2);
    await expectHeadingJustBelowBar(page);
  });

  test.each(["nav link Programma", "hero button Scopri il programma"])("%s jumps without animation when the visitor prefers reduced motion", async (what) => {
    const page = await pages.get("reduced-motion", "/", { reducedMotion: "reduce" });
    const target = what.startsWith("nav") ? navLink(page, "Programma") : page.getByRole("link", { name: "Scopri il programma" });
    const track = await trackScroll(page, () => target.click());
    expect(track.end).toBeGreaterThan(track.start + 200);
    expect(track.intermediate).toEqual([]);
    await expectHeadingJustBelowBar(page);
  });

  test("Programma clicked on /concerti opens the home page at the programme", async () => {
    const page = await pages.get("desktop", pagePaths.concerti, { viewport: viewports.desktop });
    await navLink(page, "Programma").click();
    await expectHomeOpenedAtProgramme(page);
  });
});
