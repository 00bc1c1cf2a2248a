import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { PosterPreload } from "../components/poster/poster-preload";
import { Seo } from "../components/seo";
import type { SharePageContext } from "../seo/share-image";
import { pagePaths } from "../utils/page-paths";
import { talkImageSizes } from "../components/poster/image-sizes";
import { talkImages } from "../components/talk-card/talk-images";
import { TalksJsonLd } from "../components/seo/talks-json-ld";
import { TalksView } from "../views/talks/talks-view";
import { FROM_NAV } from "../styles/media";

export default function TalksPage({ data }: PageProps<Queries.TalksPageQuery>) {
  // The events' JSON-LD grows with every event: at the end of the body, after everything visible,
  // it never pushes the first card out of the HTML's first round trip (in <head> it did, at 2.5x).
  return (
    <>
      <TalksView data={data} />
      <TalksJsonLd />
    </>
  );
}

const firstTalkImages = (talk: Queries.TalkCardFragment | undefined) => (talk ? talkImages(talk) : []);

export const Head: HeadFC<Queries.TalksPageQuery, SharePageContext> = ({ data, pageContext }) => {
  // sito.json is checked before every build (gatsby/data-validation), so it is always there.
  const sito = data.sitoJson as NonNullable<Queries.TalksPageQuery["sitoJson"]>;
  // The first talk's first image, with the sizes of its card (they depend on how many images it has).
  const images = firstTalkImages(data.allTalksJson.nodes[0]);
  return (
    <Seo share={pageContext.share} title="Talks" description={sito.testi.descrizione} pathname={pagePaths.talks}>
      <PosterPreload image={images[0]?.image} sizes={talkImageSizes(images.length)} media={FROM_NAV} />
    </Seo>
  );
};

export const query = graphql`
  query TalksPage {
    sitoJson {
      nome
      edizione
      prenotazioni
      introTalks
      # Derived from the data at build time (gatsby/page-texts).
      testi: testiPagina(pagina: "talks") {
        descrizione
        occhiello
      }
    }
    allTalksJson(sort: [{ data: ASC }, { ora: ASC }]) {
      nodes {
        ...TalkCard
      }
    }
  }
`;
