import { createFileRoute, notFound } from '@tanstack/react-router';
import { getService, processTitle, serviceProcessSteps, serviceTexts } from '@ngs/content';
import { Card, CardGrid, Container, HeroSplit, Image, Section, Timeline } from '@ngs/ui';
import { seo } from '../../lib/seo';
import * as page from '../../sections/page.css';
import * as styles from './$id.css';

export const Route = createFileRoute('/service/$id')({
  // D6: an unknown id shows the not-found screen instead of the spec's empty page.
  loader: ({ params }) => {
    const service = getService(params.id);
    if (!service) throw notFound();
    return service;
  },
  head: ({ loaderData }) =>
    loaderData
      ? seo({
          title: loaderData.title,
          description: loaderData.text,
          path: `/service/${loaderData.id}`,
          image: loaderData.img.src,
        })
      : {},
  component: ServicePage,
});

function ServicePage() {
  // The loader runs again whenever the id changes, so the page follows the id without a reload.
  const service = Route.useLoaderData();
  return (
    <>
      <HeroSplit mainTitle={service.mainTitle} mainText={service.mainText} image={service.img} />

      <Section title={service.subtitle} lead={service.subtext} tone="inverse" />

      <Section title={serviceTexts.cardsTitle(service.title)}>
        <CardGrid>
          {service.cards.map((card) => (
            <Card
              key={card.title}
              title={card.title}
              text={card.text}
              image={card.img}
              variant={card.style ?? 'plain'}
              titleAs="h3"
            />
          ))}
        </CardGrid>
      </Section>

      <Container as="section">
        <div className={page.band}>
          <Timeline title={processTitle} steps={serviceProcessSteps} />
          <Image {...service.img} className={styles.closingImage} />
        </div>
      </Container>
    </>
  );
}
