/**
 * The GitHub scopes the login may ask for: Decap asks `repo` (or `public_repo` with open authoring).
 * Anything else, say a page asking for `delete_repo` or `admin:org`, is refused rather than passed on.
 */
export const ALLOWED_SCOPES = ["repo", "public_repo"] as const;
export type AllowedScope = (typeof ALLOWED_SCOPES)[number];
export const DEFAULT_SCOPE: AllowedScope = "repo";

/** The scope to ask GitHub for, or null when the one requested is not on the list. */
export function allowedScope(requested: string | null): AllowedScope | null {
  if (requested === null || requested === "") return DEFAULT_SCOPE;
  return (ALLOWED_SCOPES as readonly string[]).includes(requested) ? (requested as AllowedScope) : null;
}
