// The public address of the site, used for canonical URLs, the sitemap and share images.
// A placeholder until the organisers register the domain: set SITE_URL at build time
// (or change the default here) once it is known.
export const siteUrl = (process.env.SITE_URL ?? "https://www.connessionifestival.example").replace(/\/$/, "");
