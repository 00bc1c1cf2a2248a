// testTimeout is a global Jest option; each project sets its own limit through `globals` instead.
/* global SUITE_TIMEOUT_MS -- defined by each project's `globals` in jest.config.js */
if (typeof SUITE_TIMEOUT_MS === "number") jest.setTimeout(SUITE_TIMEOUT_MS);
