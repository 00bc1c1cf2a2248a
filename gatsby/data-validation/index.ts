export { validateDataDir, type ValidationResult, type ValidationOptions } from "./validate-data-dir";
export { resolveDataDir, displayDirFor } from "./data-dir";
