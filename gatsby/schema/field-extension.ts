/**
 * A GraphQL field extension (`@name(args)` in the type definitions), as `actions.createFieldExtension`
 * takes it. Each data file's module lists the extensions its computed fields use.
 */
export interface FieldExtension {
  name: string;
  args?: Record<string, string>;
  // Each extension reads its own options; `never` lets any of them be listed here.
  extend(options: never): object;
}
