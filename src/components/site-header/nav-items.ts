import { pagePaths } from "../../utils/page-paths";

/** The five entries of the top bar and of the footer's useful links, in the specified order. */
export interface NavItem {
  label: string;
  to: string;
}

export const PROGRAMME_ANCHOR = "programma";
/** The empty box in the programme that the visitor's tools (src/enhancements/pocket) fill. */
export const PROGRAMME_TOOLS_ID = "programma-strumenti";
export const CONCERTS_PAGE = pagePaths.concerti;

export const navItems: readonly NavItem[] = [
  { label: "Home", to: pagePaths.home },
  { label: "Programma", to: `${pagePaths.home}#${PROGRAMME_ANCHOR}` },
  { label: "Concerti", to: pagePaths.concerti },
  { label: "Talks", to: pagePaths.talks },
  { label: "Edizioni", to: pagePaths.edizioni },
];

/** The address of one of the pages above, so links elsewhere follow the site's URL form. */
export const navPath = (label: string): string => navItems.find((item) => item.label === label)?.to ?? "/";
