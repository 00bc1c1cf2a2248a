/** The five entries of the top bar and of the footer's useful links, in the specified order. */
export interface NavItem {
  label: string;
  to: string;
}

export const PROGRAMME_ANCHOR = "programma";
export const CONCERTS_PAGE = "/concerti";

export const navItems: readonly NavItem[] = [
  { label: "Home", to: "/" },
  { label: "Programma", to: `/#${PROGRAMME_ANCHOR}` },
  { label: "Concerti", to: CONCERTS_PAGE },
  { label: "Talks", to: "/talks" },
  { label: "Edizioni", to: "/edizioni" },
];
