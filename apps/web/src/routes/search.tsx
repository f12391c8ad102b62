import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { pageMeta, searchDestinations, searchTexts } from '@ngs/content';
import { AccentTitle, Button, Container, filterDestinations, visuallyHidden } from '@ngs/ui';
import { useId, type FormEvent } from 'react';
import { ContentLink } from '../lib/ContentLink';
import { seo } from '../lib/seo';
import * as page from '../sections/page.css';
import * as styles from './search.css';

/** The longest search text read: no destination's title comes near it. */
const maxQueryLength = 100;

// The page the site search goes to without script: its form posts ?q= here, and the server
// renders the results. With script, the search dialog answers as the visitor types instead.
export const Route = createFileRoute('/search')({
  staticData: { unlisted: true },
  validateSearch: (search: Record<string, unknown>): { q?: string } => {
    const q = typeof search['q'] === 'string' ? search['q'].trim().slice(0, maxQueryLength) : '';
    return q === '' ? {} : { q };
  },
  head: ({ match }) =>
    seo({ ...pageMeta.search, path: '/search', noindex: match.staticData.unlisted }),
  component: SearchPage,
});

function SearchPage() {
  const { q = '' } = Route.useSearch();
  const navigate = useNavigate();
  const inputId = useId();
  const results = filterDestinations(searchDestinations, q);

  // With script, a new search stays in the app instead of loading the page again.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    void navigate({
      to: '/search',
      search: typeof text === 'string' && text.trim() ? { q: text } : {},
    });
  };

  return (
    <Container as="section" width="narrow">
      <div className={page.band}>
        <AccentTitle as="h1">{searchTexts.resultsLabel}</AccentTitle>
        <form
          role="search"
          action="/search"
          method="get"
          className={styles.form}
          onSubmit={onSubmit}
        >
          <label htmlFor={inputId} className={visuallyHidden}>
            {searchTexts.inputLabel}
          </label>
          <input
            key={q}
            id={inputId}
            name="q"
            type="search"
            className={styles.input}
            defaultValue={q}
            placeholder={searchTexts.placeholder}
            maxLength={maxQueryLength}
            required
          />
          <Button type="submit">{searchTexts.submitLabel}</Button>
        </form>
        {q === '' ? (
          <p className={page.lead}>{searchTexts.emptyQuery}</p>
        ) : results.length === 0 ? (
          <p className={page.lead} role="status">
            {searchTexts.noResults}
          </p>
        ) : (
          <ul className={styles.results} aria-label={searchTexts.resultsLabel}>
            {results.map((result) => (
              <li key={`${result.link} ${result.title}`}>
                <ContentLink href={result.link}>{result.title}</ContentLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Container>
  );
}
