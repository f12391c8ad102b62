import type { CompanyPage } from '@ngs/content';
import { ContentSections } from '../sections/ContentSections';
import { PageHero } from '../sections/PageHero';

/** Story, vision and mission share one layout: the hero, then titled sections. */
export function CompanyPage({ page }: { page: CompanyPage }) {
  return (
    <>
      <PageHero hero={page.hero} />
      <ContentSections sections={page.sections} />
    </>
  );
}
