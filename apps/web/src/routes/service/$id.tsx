import { createFileRoute } from '@tanstack/react-router';
import {
  getService,
  processTitle,
  serviceProcessSteps,
  serviceTexts,
  type Service,
} from '@ngs/content';
import { Card, CardGrid, HeroSplit, Section } from '@ngs/ui';
import { orNotFound } from '../../lib/orNotFound';
import { foundPageSeo } from '../../lib/seo';
import { ProcessSteps } from '../../sections/ProcessSteps';

export const Route = createFileRoute('/service/$id')({
  loader: ({ params }) => orNotFound(getService(params.id)),
  head: foundPageSeo((service: Service) => ({
    title: service.title,
    description: service.text,
    path: `/service/${service.id}`,
    image: service.img.src,
  })),
  component: ServicePage,
});

function ServicePage() {
  // The loader runs again whenever the id changes, so the page follows the id without a reload.
  const service = Route.useLoaderData();
  return (
    <>
      <HeroSplit
        mainTitle={service.mainTitle}
        mainText={service.mainText}
        leadLength={service.mainLeadLength}
        image={service.img}
      />

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

      {/* The spec shows the hero's picture again after the steps: one picture a page (D46). */}
      <ProcessSteps title={processTitle} steps={serviceProcessSteps} />
    </>
  );
}
