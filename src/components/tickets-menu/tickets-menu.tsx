import React from "react";
import { isOnSale } from "../cancelled/cancelled";
import { Disclosure } from "../disclosure/disclosure";
import { ExternalLink } from "../external-link/external-link";
import { NO_TICKETS_YET, ticketLabel } from "./ticket-label";
import { intro, link, list, panel, root, toggle } from "./tickets-menu.module.scss";

interface TicketsMenuProps {
  concerti: readonly Queries.TicketLinkFragment[];
  biglietteria: string;
}

/**
 * The "Biglietti" dropdown of the top bar: one ticket link per concert, each in a new tab; while no
 * concert is announced, a line that says so (the menu stays, so the bar looks the same all year).
 */
export function TicketsMenu({ concerti, biglietteria }: TicketsMenuProps) {
  return (
    <Disclosure label="Biglietti" className={root} toggleClassName={toggle} panelClassName={panel} closeOnOutsideClick>
      {concerti.length > 0 ? (
        <>
          <p className={intro}>{`Biglietti dei concerti su ${biglietteria}`}</p>
          <ul role="list" className={list}>
            {/* A cancelled or sold-out concert sells nothing: its card on /concerti says so. */}
            {concerti.filter(isOnSale).map((concerto) => (
              <li key={concerto.ticketLink + concerto.data}>
                <ExternalLink href={concerto.ticketLink} className={link}>
                  {ticketLabel(concerto)}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={intro}>{NO_TICKETS_YET}</p>
      )}
    </Disclosure>
  );
}
