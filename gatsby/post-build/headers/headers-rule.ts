/**
 * One rule of the `_headers` file: a path pattern and the headers sent at the paths it matches.
 * Its own module so that the rules of other features (extra-headers-rules.ts) can name it without
 * importing the generator that imports them.
 */
export interface HeadersRule {
  pattern: string;
  headers: Array<readonly [string, string]>;
}
