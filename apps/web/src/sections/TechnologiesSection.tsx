import { useLocation } from '@tanstack/react-router';
import { normalisePath, servicesScreen, technologies } from '@ngs/content';
import { AccentTitle, ButtonLink, Section, TechGrid } from '@ngs/ui';
import * as page from './page.css';

/**
 * The 24 technology tiles with the quality-management teaser under them. The teaser links to
 * /qualitymanagement, so on that page (where this block also appears) it is left out.
 */
export function TechnologiesSection() {
  const onQualityPage =
    normalisePath(useLocation({ select: (location) => location.pathname })) ===
    servicesScreen.quality.link.href;
  const { quality } = servicesScreen;
  return (
    <Section title={servicesScreen.technologies.title} lead={servicesScreen.technologies.text}>
      <TechGrid items={technologies} />
      {!onQualityPage && (
        <div className={page.panel} data-testid="quality-teaser">
          <AccentTitle as="h3">{quality.title}</AccentTitle>
          <p className={page.lead}>{quality.text}</p>
          <div>
            <ButtonLink href={quality.link.href} variant="secondary">
              {quality.link.label}
            </ButtonLink>
          </div>
        </div>
      )}
    </Section>
  );
}
