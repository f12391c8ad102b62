import type { CompanyPage } from '@ngs/content';
import { ContentSections } from '../../components/ContentSections';
import { PageHero } from '../../components/PageHero';

/** Story, vision and mission share one layout: the hero, then titled sections. */
export function CompanyPageView({ page }: { page: CompanyPage }) {
  return (
    <>
      <PageHero hero={page.hero} />
      <ContentSections sections={page.sections} />
    </>
  );
}
