import React from "react";
import { canonicalUrl } from "../../seo/canonical-url";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImageAlt, type PageShare, type ShareText } from "../../seo/share-image";
import { useSeoSite } from "./use-seo-site";

/** The browser UI colour: the festival's ink, as in the web app manifest. */
export const THEME_COLOR = "#14123A";

export interface SeoProps {
  /** The page's own title; the festival name is appended unless already there. */
  title: string;
  /** 50-170 characters, specific to the page. */
  description: string;
  /** The page's path, e.g. "/concerti". */
  pathname: string;
  /** Keep a page out of search results (the 404 page). */
  noindex?: boolean;
  /** The page's share image and its words: the page context's (Head's pageContext.share, gatsby/on-create-page.ts). */
  share: PageShare;
  /** The words drawn on the image, when they are not the current edition's (an archived edition's page). */
  shareText?: ShareText;
  /** More head elements, e.g. <FestivalJsonLd />. */
  children?: React.ReactNode;
}

export function pageTitle(title: string, siteName: string): string {
  return title.includes(siteName.split(" ")[0]) ? title : `${title} · ${siteName}`;
}

/** Everything a page's <head> needs for search engines and link previews (Gatsby Head API). */
export function Seo({ title, description, pathname, noindex = false, share, shareText, children }: SeoProps) {
  const site = useSeoSite();
  const siteName = `${site.nome} ${site.edizione}`.trim();
  const fullTitle = pageTitle(title, siteName);
  const url = canonicalUrl(site.siteUrl, pathname);
  const imageUrl = `${site.siteUrl}${share.image}`;
  const imageAlt = shareImageAlt(share, shareText || site);
  return (
    <>
      <html lang="it" />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta name="theme-color" content={THEME_COLOR} />

      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content="it_IT" />
      <meta property="og:url" content={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(SHARE_IMAGE_WIDTH)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE_HEIGHT)} />
      <meta property="og:image:alt" content={imageAlt} />

      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {children}
    </>
  );
}
