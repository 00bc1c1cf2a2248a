import React from "react";
import { Link } from "gatsby";
import { buttonClass } from "../button/button-class";
import { navPath } from "../site-header/nav-items";
import { actions as actionsClass, notice, title as titleClass } from "./notice.module.scss";

interface NoticeProps {
  /** One short sentence that says what is not announced yet. */
  title: string;
  /** What comes next, in a sentence or two (inline content: it is one paragraph). */
  children: React.ReactNode;
  /** Where to go meanwhile: links styled as buttons. */
  actions?: React.ReactNode;
  className?: string;
}

/** Stands in for a list whose content is not announced yet (between editions), so the page still reads finished. */
export function Notice({ title, children, actions, className }: NoticeProps) {
  return (
    <div className={className ? `${notice} ${className}` : notice}>
      <p className={titleClass}>{title}</p>
      <p>{children}</p>
      {actions && <p className={actionsClass}>{actions}</p>}
    </div>
  );
}

/** The way to go while the new edition is announced: the editions page, with the past ones. */
export function PastEditionsLink() {
  return (
    <Link to={navPath("Edizioni")} className={buttonClass("secondary")}>
      Rivivi le edizioni passate
    </Link>
  );
}
