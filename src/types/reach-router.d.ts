// The one export of Gatsby's router the layout uses (the package ships no types). useLocationContext,
// unlike useLocation, returns undefined outside a router (a component test) instead of throwing.
declare module "@gatsbyjs/reach-router" {
  export function useLocationContext(): { location?: { pathname?: string } } | undefined;
}
