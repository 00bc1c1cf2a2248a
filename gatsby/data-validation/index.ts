export { validateDataDir, type ValidationResult, type ValidationOptions, type LocatedProblem } from "./validate-data-dir";
export { resolveDataDir, displayDirFor } from "./data-dir";
