interface TypeOwners {
  pluginsToTypes: Map<string, Set<string>>;
  typesToPlugins: Map<string, string>;
}
// Gatsby types its store's getState as a bare Function.
interface StoreLike {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- Gatsby's own type, which no narrower one accepts
  getState: Function;
}

/**
 * Gatsby keeps in its cache which plugin created each node type, and (5.16) keeps it even when it
 * resets the cache. When a plugin that created nodes leaves gatsby-config (gatsby-transformer-json,
 * now called from gatsby/data-nodes), the first build of a checkout with an old cache stopped with
 * "created a node of a type owned by another plugin". Owners that are no longer plugins of the
 * site are forgotten here, in place (Gatsby's own reducer mutates these maps the same way).
 * Returns the types set free.
 */
export function forgetRemovedTypeOwners(store: StoreLike): string[] {
  const state = (store.getState as () => unknown)() as { typeOwners?: TypeOwners; flattenedPlugins?: { name: string }[] };
  const owners = state.typeOwners;
  if (!owners || !state.flattenedPlugins) return [];
  const installed = new Set(state.flattenedPlugins.map((plugin) => plugin.name));
  const freed: string[] = [];
  for (const [type, owner] of owners.typesToPlugins) {
    if (installed.has(owner)) continue;
    owners.typesToPlugins.delete(type);
    freed.push(type);
  }
  for (const owner of [...owners.pluginsToTypes.keys()]) if (!installed.has(owner)) owners.pluginsToTypes.delete(owner);
  return freed;
}
