import React from "react";
import { imageOf } from "../poster/image-of";
import { Link } from "gatsby";
import { Disclosure } from "../disclosure/disclosure";
import { Logo } from "../logo/logo";
import { TicketsMenu } from "../tickets-menu/tickets-menu";
import { navItems } from "./nav-items";
import { NavLink } from "./nav-link";
import { bar, brand, inner, menu, menuPanel, menuToggle, nav, navLink, navList, wordmark } from "./site-header.module.scss";

interface SiteHeaderProps {
  sito: Queries.SiteChromeFragment;
  concerti: readonly Queries.TicketLinkFragment[];
}

/** The fixed top bar on every page: logo, the five links (a "Menu" toggle on phones), Biglietti. */
export function SiteHeader({ sito, concerti }: SiteHeaderProps) {
  const logo = imageOf(sito.logo);
  return (
    <header className={bar}>
      <div className={inner}>
        <Link to="/" className={brand}>
          {logo && <Logo image={logo} alt={sito.logoAlt} />}
          <span className={wordmark} aria-hidden="true">
            {sito.nome}
          </span>
        </Link>
        <nav aria-label="Navigazione principale" className={nav}>
          <Disclosure label="Menu" className={menu} toggleClassName={menuToggle} panelClassName={menuPanel} closeOnOutsideClick>
            <ul role="list" className={navList}>
              {navItems.map((item) => (
                <li key={item.to}>
                  <NavLink item={item} className={navLink} />
                </li>
              ))}
            </ul>
          </Disclosure>
          <TicketsMenu concerti={concerti} biglietteria={sito.biglietteria} />
        </nav>
      </div>
    </header>
  );
}
