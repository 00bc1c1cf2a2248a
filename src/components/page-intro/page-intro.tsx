import React from "react";
import { inner, intro, kicker, lead, title } from "./page-intro.module.scss";

interface PageIntroProps {
  kickerText: string;
  heading: React.ReactNode;
  children: React.ReactNode;
}

/** The opening band of the inner pages: a kicker, the page's h1 and a short lead. */
export function PageIntro({ kickerText, heading, children }: PageIntroProps) {
  return (
    <header className={intro}>
      <div className={inner}>
        <p className={kicker}>{kickerText}</p>
        <h1 className={title}>{heading}</h1>
        <div className={lead}>{children}</div>
      </div>
    </header>
  );
}
