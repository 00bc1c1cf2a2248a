import React from "react";
import { Link } from "gatsby";
import type { NavItem } from "./nav-items";

interface NavLinkProps {
  item: NavItem;
  className?: string;
}

/**
 * Page links go through Gatsby's Link (client-side navigation, prefetch). "Programma" is an
 * anchor into the home page: a plain link, so the browser performs the fragment scroll itself,
 * gliding under CSS `scroll-behavior: smooth` (off with prefers-reduced-motion) and stopping
 * below the fixed bar thanks to `scroll-padding-top`; from another page it loads the home page
 * at the programme. It works the same before hydration and without JavaScript.
 */
export function NavLink({ item, className }: NavLinkProps) {
  if (item.to.includes("#")) {
    return (
      <a href={item.to} className={className}>
        {item.label}
      </a>
    );
  }
  return (
    <Link to={item.to} className={className}>
      {item.label}
    </Link>
  );
}
