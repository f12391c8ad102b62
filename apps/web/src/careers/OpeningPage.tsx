import { careers, openingTexts } from '@ngs/content';
import type { PublicOpening } from '@ngs/forms';
import { Button, Container, Heading } from '@ngs/ui';
import { ContentLink } from '../lib/ContentLink';
import { formatDate } from '../lib/formatDate';
import { jobPostingOf, jsonLdText } from './jobPosting';
import { countOf, payOf, placesOf } from './openingFacts';
import { openingsAnchor } from './OpeningsSection';
import * as styles from './careers.css';

const texts = openingTexts.page;

/** Where "Apply for this role" leads: the application form, told which opening it is for. */
export const applyPathFor = (slug: string) => `/apply?opening=${encodeURIComponent(slug)}`;

/**
 * One opening's page: everything staff wrote, and the way to apply while it is open. Once closed
 * or past its date it keeps its address and says so, without the structured data that would
 * still advertise it to search engines.
 */
export function OpeningPage({ opening }: { opening: PublicOpening }) {
  const pay = payOf(opening);
  const facts: [string, string][] = [
    [openingTexts.fields.type, openingTexts.types[opening.type]],
    [openingTexts.fields.team, opening.team],
    [openingTexts.fields.locations, placesOf(opening)],
    [openingTexts.fields.employmentType, openingTexts.employmentTypes[opening.employmentType]],
    [texts.pay, pay ?? texts.noPay],
    [openingTexts.fields.positions, countOf(texts.positions, opening.positions)],
    [texts.closes, formatDate(opening.closesOn)],
  ];
  return (
    <Container>
      <article className={styles.page}>
        <p className={styles.back}>
          <a href={`/career#${openingsAnchor}`}>{texts.backToList}</a>
        </p>
        <Heading level={1} size="xl">
          {opening.title}
        </Heading>
        {opening.open ? null : (
          <div className={styles.closed} role="note" aria-labelledby="opening-closed">
            <Heading level={2} size="md" id="opening-closed">
              {texts.closed.title}
            </Heading>
            <p>{texts.closed.text}</p>
            <div className={styles.actions}>
              {careers.apply.links.map((link) => (
                <Button key={link.href} asChild variant="secondary">
                  <ContentLink href={link.href}>{link.label}</ContentLink>
                </Button>
              ))}
            </div>
          </div>
        )}
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {opening.open ? (
          <p>
            <Button asChild size="lg">
              {/* A whole-page load: the server fills the form in with this opening. */}
              <a href={applyPathFor(opening.slug)}>{texts.apply}</a>
            </Button>
          </p>
        ) : null}
        <section aria-labelledby="opening-details">
          <Heading level={2} size="lg" id="opening-details">
            {texts.details}
          </Heading>
          {/* Rendered from Markdown and made safe by the server (D40). */}
          <div
            className={styles.description}
            dangerouslySetInnerHTML={{ __html: opening.descriptionHtml }}
          />
        </section>
        {opening.open ? (
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: jsonLdText(jobPostingOf(opening)) }}
          />
        ) : null}
      </article>
    </Container>
  );
}
