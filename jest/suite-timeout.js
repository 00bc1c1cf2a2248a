// testTimeout is a global Jest option; each project sets its own limit through `globals` instead.
if (typeof SUITE_TIMEOUT_MS === "number") jest.setTimeout(SUITE_TIMEOUT_MS);
