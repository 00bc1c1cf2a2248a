import React from "react";
import { section, sectionTitle } from "./text-section.module.scss";

interface TextSectionProps {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  children: React.ReactNode;
}

/** A short titled section of a page of text (the privacy page, a venue's page): an h2 and what follows it. */
export function TextSection({ id, title, children }: TextSectionProps) {
  return (
    <section className={section} aria-labelledby={id}>
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
