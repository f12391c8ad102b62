import { createFileRoute } from '@tanstack/react-router';
import { pageMeta, processTitle, qualityManagement, qualityProcessSteps } from '@ngs/content';
import { AccentTitle, ButtonLink, Container, Timeline } from '@ngs/ui';
import { PageHero } from '../sections/PageHero';
import { seo } from '../lib/seo';
import { TechnologiesSection } from '../sections/TechnologiesSection';
import * as page from '../sections/page.css';

export const Route = createFileRoute('/qualitymanagement')({
  head: () => seo({ ...pageMeta.quality, path: '/qualitymanagement' }),
  component: QualityPage,
});

function QualityPage() {
  const { hero, intro, howWeHelp } = qualityManagement;
  return (
    <>
      <PageHero hero={hero} />
      <Container as="section">
        <div className={page.band}>
          <p className={page.lead}>{intro}</p>
          <AccentTitle>{howWeHelp.title}</AccentTitle>
          {howWeHelp.paragraphs.map((paragraph) => (
            <p key={paragraph} className={page.lead}>
              {paragraph}
            </p>
          ))}
          <div>
            <ButtonLink href={howWeHelp.intro.href} variant="secondary">
              {howWeHelp.intro.label}
            </ButtonLink>
          </div>
        </div>
      </Container>
      <Container as="section">
        <div className={page.band}>
          <Timeline title={processTitle} steps={qualityProcessSteps} variant="alternate" />
        </div>
      </Container>
      <TechnologiesSection />
    </>
  );
}
