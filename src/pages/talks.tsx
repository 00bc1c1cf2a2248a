import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { PosterPreload } from "../components/poster/poster-preload";
import { Seo } from "../components/seo";
import { talkImageSizes } from "../components/poster/image-sizes";
import { talkImages } from "../components/talk-card/talk-images";
import { TalksJsonLd } from "../components/seo/talks-json-ld";
import { TalksView } from "../views/talks/talks-view";
import { FROM_NAV } from "../styles/media";

export default function TalksPage({ data }: PageProps<Queries.TalksPageQuery>) {
  return <TalksView data={data} />;
}

const firstTalkImages = (talk: Queries.TalkCardFragment | undefined) => (talk ? talkImages(talk) : []);

export const Head: HeadFC<Queries.TalksPageQuery> = ({ data }) => {
  // The first talk's first image, with the sizes of its card (they depend on how many images it has).
  const images = firstTalkImages(data.allTalksJson.nodes[0]);
  return (
    <Seo
      title="Talks"
      description="I talk di Connessioni 2025 a Cuneo, dal 12 al 14 settembre: ospiti, orari e luoghi. Posti limitati, prenotazione obbligatoria su Eventbrite."
      pathname="/talks"
    >
      <PosterPreload image={images[0]?.image} sizes={talkImageSizes(images.length)} media={FROM_NAV} />
      <TalksJsonLd />
    </Seo>
  );
};

export const query = graphql`
  query TalksPage {
    sitoJson {
      prenotazioni
    }
    allTalksJson(sort: [{ data: ASC }, { ora: ASC }]) {
      nodes {
        ...TalkCard
      }
    }
  }
`;
