export { validateDataDir, type ValidationResult, type ValidationOptions, type LocatedProblem } from "./validate-data-dir";
export { resolveDataDir, displayDirFor } from "./data-dir";
export { fileTextProblems } from "./file-text-problems";
export { problemsMessage } from "./problems-message";
