import { careers, openingTexts } from '@ngs/content';
import { openingLocations, openingPathOf } from '@ngs/forms';
import { Button, Heading, Section, Select } from '@ngs/ui';
import { formatDate } from '../lib/formatDate';
import type { CareersPageView } from './careersView';
import { JobAlertsForm } from './JobAlertsForm';
import { countOf } from './openingFacts';
import * as styles from './careers.css';

const texts = openingTexts.list;
export const openingsAnchor = 'openings';
/** The list's own place on the careers page: a filter lands back on it. */
const listPath = `/career#${openingsAnchor}`;

/**
 * The open roles on the careers page, newest first, with filters by type, place and team that
 * are a plain GET form: without script the browser asks the server for the filtered list.
 */
export function OpeningsSection({
  view,
  generalApplications,
}: {
  view: CareersPageView<'openings'>;
  /** The two general applications, offered when no role is open. */
  generalApplications: React.ReactNode;
}) {
  const { openings, filter, teams, openCount } = view;
  const filtered = Boolean(filter.type || filter.location || filter.team);
  return (
    <Section
      id={openingsAnchor}
      title={careers.openRoles.title}
      lead={openCount > 0 ? careers.openRoles.text : undefined}
    >
      {openCount === 0 ? (
        <div className={styles.empty}>
          <Heading level={3} size="md">
            {texts.noneOpen.title}
          </Heading>
          <p>{texts.noneOpen.text}</p>
          <div className={styles.actions}>{generalApplications}</div>
        </div>
      ) : (
        <>
          <form
            method="get"
            action={listPath}
            className={styles.filters}
            aria-label={texts.filters.legend}
          >
            <Select
              name="type"
              label={texts.filters.type}
              defaultValue={filter.type ?? ''}
              placeholder={texts.filters.anyType}
              options={[
                { value: 'job', label: openingTexts.types.job },
                { value: 'internship', label: openingTexts.types.internship },
              ]}
            />
            <Select
              name="location"
              label={texts.filters.location}
              defaultValue={filter.location ?? ''}
              placeholder={texts.filters.anyLocation}
              options={openingLocations.map((place) => ({
                value: place,
                label: openingTexts.locations[place],
              }))}
            />
            <Select
              name="team"
              label={texts.filters.team}
              defaultValue={filter.team ?? ''}
              placeholder={texts.filters.anyTeam}
              options={teams.map((team) => ({ value: team, label: team }))}
            />
            <Button type="submit" variant="secondary">
              {texts.filters.submit}
            </Button>
          </form>
          <p className={styles.count}>
            {countOf(texts.shown, openings.length)}
            {filtered && openings.length > 0 ? (
              <>
                {' · '}
                <a href={listPath}>{texts.filters.clear}</a>
              </>
            ) : null}
          </p>
          {openings.length === 0 ? (
            <div className={styles.empty}>
              <Heading level={3} size="md">
                {texts.noneMatch.title}
              </Heading>
              <p>{texts.noneMatch.text}</p>
              <a href={listPath}>{texts.filters.clear}</a>
            </div>
          ) : (
            <ul className={styles.list}>
              {openings.map((opening) => (
                <li key={opening.id} className={styles.item}>
                  <Heading level={3} size="md">
                    {/* A whole-page load: the server makes the opening's page from its data. */}
                    <a href={openingPathOf(opening.slug)}>{opening.title}</a>
                  </Heading>
                  <p className={styles.summary}>{opening.summary}</p>
                  <p className={styles.closes}>
                    {texts.closes} {formatDate(opening.closesOn)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {/* Under the list, or under "nothing open" in its place: new roles by e-mail (D41). */}
      <JobAlertsForm />
      <p className={styles.feed}>
        <a href="/career/openings.atom" type="application/atom+xml">
          {texts.feed}
        </a>
      </p>
    </Section>
  );
}
