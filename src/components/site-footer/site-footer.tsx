import React from "react";
import { isOnSale } from "../cancelled/cancelled";
import { ExternalLink } from "../external-link/external-link";
import { SocialIcon } from "../icons/social-icon";
import { NavLink } from "../site-header/nav-link";
import { navItems } from "../site-header/nav-items";
import { NO_TICKETS_YET, ticketLabel } from "../tickets-menu/ticket-label";
import { Tooltip } from "../tooltip/tooltip";
import { phoneText, telHref } from "../../utils/phone";
import { pagePaths } from "../../utils/page-paths";
import { address, bottom, brandBlock, brandName, footer, heading, inner, list, socialLink, socials, tagline } from "./site-footer.module.scss";

interface SiteFooterProps {
  sito: Queries.SiteChromeFragment;
  concerti: readonly Queries.TicketLinkFragment[];
  /** The year in the copyright line: the festival edition, so builds are reproducible. */
  year: string;
}

/** The footer on every page: who we are, how to reach us, tickets and the site's own links. */
export function SiteFooter({ sito, concerti, year }: SiteFooterProps) {
  return (
    <footer className={footer}>
      <div className={inner}>
        <div className={brandBlock}>
          <h2 className={brandName}>{sito.nome}</h2>
          <p className={tagline}>{sito.tagline}</p>
          <ul role="list" className={socials} aria-label="Social">
            {sito.social.map((social) => (
              <li key={social.rete}>
                <Tooltip label={social.nome}>
                  <ExternalLink href={social.url} className={socialLink} aria-label={social.nome} withHint={false}>
                    <SocialIcon rete={social.rete} />
                  </ExternalLink>
                </Tooltip>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className={heading}>Contatti</h2>
          <address className={address}>
            <span>
              {sito.organizzatore.nome}
              <br />
              {sito.organizzatore.indirizzo}
            </span>
            <ul role="list" className={list}>
              {sito.telefoni.map((phone) => (
                <li key={phone}>
                  <a href={telHref(phone)}>{phoneText(phone)}</a>
                </li>
              ))}
              {sito.email.map((mail) => (
                <li key={mail}>
                  <a href={`mailto:${mail}`}>{mail}</a>
                </li>
              ))}
            </ul>
          </address>
        </div>

        <div>
          <h2 className={heading}>Biglietti</h2>
          {concerti.length > 0 ? (
            <ul role="list" className={list}>
              {concerti.filter(isOnSale).map((concerto) => (
                <li key={concerto.ticketLink + concerto.data}>
                  <ExternalLink href={concerto.ticketLink}>{ticketLabel(concerto)}</ExternalLink>
                </li>
              ))}
            </ul>
          ) : (
            <p>{NO_TICKETS_YET}</p>
          )}
        </div>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={heading}>
            Link utili
          </h2>
          <ul role="list" className={list}>
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink item={item} />
              </li>
            ))}
            <li>
              <a href={pagePaths.accessibilita}>Accessibilità</a>
            </li>
            <li>
              <a href={pagePaths.privacy}>Privacy</a>
            </li>
          </ul>
        </nav>
      </div>
      <div className={bottom}>
        <p>
          © {year} {sito.organizzatore.nome}. Tutti i diritti riservati.
        </p>
        <p>{`Fatto con ❤️ a ${sito.organizzatore.citta}`}</p>
      </div>
    </footer>
  );
}
