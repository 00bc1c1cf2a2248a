/**
 * Headers every response gets, written once under the catch-all rule `/*`. Each name appears in no
 * other rule: the hosts join values of one header from several matching rules with ", ", and
 * "DENY, DENY" is an invalid X-Frame-Options.
 */
export const securityHeaders: ReadonlyArray<readonly [string, string]> = [
  // Two years, no includeSubDomains/preload: the organisers' other subdomains are not ours to pin.
  ["Strict-Transport-Security", "max-age=63072000"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  // Nothing here uses a device, payment or tracking API: deny them to the page and to any frame.
  [
    "Permissions-Policy",
    [
      "accelerometer=()",
      "autoplay=()",
      "browsing-topics=()",
      "camera=()",
      "display-capture=()",
      "encrypted-media=()",
      "geolocation=()",
      "gyroscope=()",
      "hid=()",
      "interest-cohort=()",
      "magnetometer=()",
      "microphone=()",
      "midi=()",
      "payment=()",
      "publickey-credentials-get=()",
      "screen-wake-lock=()",
      "serial=()",
      "usb=()",
      "xr-spatial-tracking=()",
    ].join(", "),
  ],
];

/**
 * Headers that only mean something on a document, sent with each page's own rule (like its
 * Content-Security-Policy) rather than from `/*`, so that a part of the site with other needs (the
 * CMS at /admin/, whose GitHub login popup must keep its opener) can set its own value without the
 * hosts joining two values into an invalid one.
 */
export const documentHeaders: ReadonlyArray<readonly [string, string]> = [["Cross-Origin-Opener-Policy", "same-origin"]];
