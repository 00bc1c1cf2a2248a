import React from "react";
import { changesFeedPath } from "../../utils/page-paths";

/** Lets feed readers find the Atom feed of the programme's published changes (/modifiche.xml) from a page's head. */
export function ChangesFeedLink() {
  return <link rel="alternate" type="application/atom+xml" title="Modifiche al programma" href={changesFeedPath} />;
}
