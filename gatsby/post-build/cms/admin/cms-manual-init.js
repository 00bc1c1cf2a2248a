// Loaded before decap-cms.js: Decap must wait until cms-setup.js has registered our file formats.
// (A file, not an inline script, so the /admin Content-Security-Policy needs no 'unsafe-inline'.)
window.CMS_MANUAL_INIT = true;
