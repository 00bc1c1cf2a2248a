/**
 * The VAPID key pair of the test builds (issue 44): `npm test`'s production and grown builds are made
 * with the public key, so their pages offer "Avvisami se cambiano" and the browser suites can test it.
 * Test-only, generated for this repository (node:crypto, P-256): never the site's real keys, which live
 * in the host's secrets (docs/deploy.md).
 */
export const TEST_VAPID_PUBLIC_KEY = "BLJUZzt_nF2d4l_kyW8XGPZVTNxS1S_QYfh7Va9HLU5Pci9E5-nwN8JP6jfDdwLn1lQfXAHbQ7qrmUJ2kdHER68";
export const TEST_VAPID_PRIVATE_KEY = "nUAg1RGHnmAF5lpCKK4KDTt0rqVbvKaFuol6GxGxCY4";
