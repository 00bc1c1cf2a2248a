import React from "react";
import { graphql } from "gatsby";
import { Poster } from "../poster/poster";
import { sponsorBannerSizes } from "../poster/sizes/sponsor-banner";
import { banner, section, title } from "./sponsors.module.scss";
import { imageOf } from "../poster/image-of";

interface SponsorsProps {
  sito: Queries.SponsorsSiteFragment;
}

/** The supporters' banner; its text alternative names every supporter (from sito.json). */
export function Sponsors({ sito }: SponsorsProps) {
  const image = imageOf(sito.sponsor);
  return (
    <section className={section} aria-labelledby="sponsor-titolo">
      <h2 id="sponsor-titolo" className={title}>
        Sostenitori e partner
      </h2>
      {image && <Poster image={image} alt={sito.sponsorAlt} sizes={sponsorBannerSizes} className={banner} />}
    </section>
  );
}

export const query = graphql`
  fragment SponsorsSite on SitoJson {
    sponsorAlt
    sponsor {
      childImageSharp {
        gatsbyImageData(width: 2264, breakpoints: [677, 1013, 1514, 2264])
      }
    }
  }
`;
