import { createFileRoute } from '@tanstack/react-router';
import { pageMeta, values } from '@ngs/content';
import { Card, CardGrid, Section } from '@ngs/ui';
import { ContentSections } from '../sections/ContentSections';
import { PageHero } from '../sections/PageHero';
import { seo } from '../lib/seo';

export const Route = createFileRoute('/values')({
  head: () => seo({ ...pageMeta.values, path: '/values' }),
  component: ValuesPage,
});

function ValuesPage() {
  return (
    <>
      <PageHero hero={values.hero} />
      <Section title={values.listTitle} lead={values.intro}>
        <CardGrid>
          {values.values.map((value) => (
            <Card key={value.title} title={value.title} text={value.text} titleAs="h3" />
          ))}
        </CardGrid>
      </Section>
      <ContentSections sections={values.sections} />
    </>
  );
}
