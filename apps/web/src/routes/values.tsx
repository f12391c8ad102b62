import { createFileRoute } from '@tanstack/react-router';
import { pageMeta, values } from '@ngs/content';
import { Card, CardGrid } from '@ngs/ui';
import { ContentSections } from '../sections/ContentSections';
import { PageHero } from '../sections/PageHero';
import { seo } from '../lib/seo';
import { PageSection } from '../sections/PageSection';

export const Route = createFileRoute('/values')({
  head: () => seo({ ...pageMeta.values, path: '/values' }),
  component: ValuesPage,
});

function ValuesPage() {
  return (
    <>
      <PageHero hero={values.hero} />
      <PageSection title={values.listTitle} lead={values.intro}>
        <CardGrid>
          {values.values.map((value) => (
            <Card key={value.title} title={value.title} text={value.text} titleAs="h3" />
          ))}
        </CardGrid>
      </PageSection>
      <ContentSections sections={values.sections} />
    </>
  );
}
