// The targets of the performance issue, checked against one benchmark result.

const KIB = 1024;

/** `prefix` names the content set in each check ("grown content: "). */
export function checkTargets(result, prefix = "") {
  const checks = [];
  const add = (name, ok, detail) => checks.push({ name: `${prefix}${name}`, ok, detail });
  const mobileFloor = result.floor?.mobile?.lcp ?? null;
  for (const target of result.targets) {
    const { route, preset, summary } = target;
    const scores = Object.values(summary.scores);
    add(
      `${route} ${preset}: Lighthouse 100/100/100/100`,
      scores.every((score) => score === 100),
      scores.join("/"),
    );
    add(`${route} ${preset}: TBT ≤ 50 ms`, summary.tbt !== null && summary.tbt <= 50, `${Math.round(summary.tbt)} ms`);
    add(`${route} ${preset}: CLS ≤ 0.01`, summary.cls !== null && summary.cls <= 0.01, summary.cls?.toFixed(3));
    if (preset === "mobile" && mobileFloor) {
      const ratio = summary.lcp / mobileFloor;
      add(`${route} mobile: LCP ≤ 1.3x floor`, ratio <= 1.3, `${Math.round(summary.lcp)} ms = ${ratio.toFixed(2)}x ${Math.round(mobileFloor)} ms`);
      // Issue 16: the home page, which holds the whole programme, within 1.2x on every content set.
      if (route === "/") add("/ mobile: LCP ≤ 1.2x floor", ratio <= 1.2, `${ratio.toFixed(2)}x`);
    }
  }
  const home = result.targets.find((target) => target.route === "/" && target.preset === "mobile");
  const homeJs = result.jsGz?.["/"]?.total;
  if (homeJs !== undefined) add("/ JS ≤ 70 KiB gz (issue 42; public/)", homeJs <= 70 * KIB, `${(homeJs / KIB).toFixed(1)} KiB`);
  // Issue 28: all the visitor's enhancements together (saved events, filters, now/next, offline), loaded after the first client render.
  const afterPaint = result.afterPaintJs?.total;
  if (afterPaint !== undefined) add("after-paint JS and CSS ≤ 10 KiB gz (issue 42; public/)", afterPaint <= 10 * KIB, `${(afterPaint / KIB).toFixed(1)} KiB`);
  if (home) {
    add(
      "/ mobile JS transferred, response headers included, ≤ 75 KiB (a stricter reading than the issue's gz)",
      home.summary.jsBytes <= 75 * KIB,
      `${(home.summary.jsBytes / KIB).toFixed(1)} KiB`,
    );
    add("/ mobile transfer ≤ 300 KiB", home.summary.totalBytes <= 300 * KIB, `${(home.summary.totalBytes / KIB).toFixed(1)} KiB`);
  }
  if (result.build && !result.build.error) {
    add("warm rebuild ≤ 0.4x cold", result.build.ratio <= 0.4, `${result.build.ratio.toFixed(2)}x`);
  }
  return checks;
}
