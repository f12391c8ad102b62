import { applicationTypes, openingTexts, serviceTitles, staffArea } from '@ngs/content';
import {
  applicationStatusValues,
  employmentTypes,
  locationField,
  openingLocations,
  pathTo,
  salaryPeriods,
  staffPaths,
  type OpeningFormValues,
  type StaffOpeningView,
} from '@ngs/forms';
import {
  Button,
  Checkbox,
  ErrorSummary,
  FieldError,
  Heading,
  Select,
  TextArea,
  TextField,
} from '@ngs/ui';
import { Notice } from '../AreaFrame';
import { formatDateTime } from '../../lib/formatDate';
import { inboxHref } from './InboxPage';
import { OpeningStatusBadge } from './OpeningsPage';
import { StaffFrame } from './StaffFrame';
import * as styles from './staff.css';

const texts = staffArea.opening;
const { fields } = openingTexts;

/** How many of the opening's applications are at each status, each a link to them in the inbox. */
function Pipeline({ opening }: { opening: NonNullable<StaffOpeningView['opening']> }) {
  return (
    <section aria-labelledby="opening-pipeline-title" className={styles.panel}>
      <Heading level={2} size="lg" id="opening-pipeline-title">
        {texts.pipeline.title}
      </Heading>
      <p>{texts.pipeline.text}</p>
      <ul className={styles.list}>
        {applicationStatusValues.map((status) => (
          <li key={status}>
            <a
              href={inboxHref({
                view: 'applications',
                q: '',
                status,
                type: '',
                opening: opening.id,
                page: 1,
              })}
            >
              {staffArea.inbox.counted(staffArea.statuses[status], opening.pipeline[status])}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The control of each field, which the error summary links to, in the form's order. */
const fieldIds = {
  title: 'opening-title',
  type: 'opening-type',
  team: 'opening-team',
  locations: 'opening-locations',
  employmentType: 'opening-employment-type',
  description: 'opening-description',
  salaryMin: 'opening-salary-min',
  salaryMax: 'opening-salary-max',
  salaryPeriod: 'opening-salary-period',
  closesOn: 'opening-closes-on',
  positions: 'opening-positions',
} as const;

const options = <Value extends string>(
  values: readonly Value[],
  labels: Readonly<Record<Value, string>>,
) => values.map((value) => ({ value, label: labels[value] }));

/** A value of the form as a person reads it: the names of choices, not their codes. */
function shownValue(field: keyof OpeningFormValues, form: OpeningFormValues): string {
  const value = form[field];
  const named: Partial<Record<keyof OpeningFormValues, Readonly<Record<string, string>>>> = {
    type: staffArea.applicationTypes,
    employmentType: openingTexts.employmentTypes,
    salaryPeriod: openingTexts.salaryPeriods,
    locations: openingTexts.locations,
  };
  const names = named[field];
  const text = Array.isArray(value)
    ? value.map((each) => names?.[each] ?? each).join(', ')
    : (names?.[value] ?? value);
  return text || texts.savedNow.none;
}

/** The fields of the opening as it is saved now that differ from what was typed. */
function SavedNow({ saved, typed }: { saved: OpeningFormValues; typed: OpeningFormValues }) {
  const differing = (Object.keys(fieldIds) as (keyof typeof fieldIds)[]).filter(
    (field) => shownValue(field, saved) !== shownValue(field, typed),
  );
  return (
    <section aria-labelledby="opening-saved-now-title" className={styles.panel}>
      <Heading level={2} size="lg" id="opening-saved-now-title">
        {texts.savedNow.title}
      </Heading>
      {differing.length === 0 ? (
        <p>{texts.savedNow.same}</p>
      ) : (
        <>
          <p>{texts.savedNow.text}</p>
          <dl className={styles.facts}>
            {differing.map((field) => (
              <div key={field} className={styles.factRow}>
                <dt className={styles.factName}>{fields[field]}</dt>
                <dd className={styles.factValue}>{shownValue(field, saved)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}

const typeOptions = options(applicationTypes, staffArea.applicationTypes);
const employmentOptions = options(employmentTypes, openingTexts.employmentTypes);
const periodOptions = options(salaryPeriods, openingTexts.salaryPeriods);
const teamSuggestions = 'opening-teams';

/**
 * An opening's screen: its form (new, or with what is saved or was typed), the description as
 * it will read, then publish or close, and who changed what when.
 */
export function OpeningPage({ view }: { view: StaffOpeningView }) {
  const { opening, form, errors, feedback } = view;
  const address = opening ? pathTo(staffPaths.opening, { id: opening.id }) : staffPaths.newOpening;
  const summary = Object.entries(fieldIds)
    .filter(([field]) => errors[field])
    .map(([field, fieldId]) => ({ fieldId, message: errors[field] ?? '' }));
  return (
    <StaffFrame session={view.session} section="openings">
      <div className={styles.page}>
        <p>
          <a href={staffPaths.openings}>{texts.back}</a>
        </p>
        <Heading level={1} size="xl">
          {opening ? texts.editTitle(opening.title) : texts.newTitle}
        </Heading>
        {feedback.saved ? <Notice>{texts.saved[feedback.saved]}</Notice> : null}
        <ErrorSummary
          title={texts.errorTitle}
          errors={summary}
          {...(feedback.error ? { problem: feedback.error } : {})}
        />
        {opening ? (
          <p>
            {texts.status}: <OpeningStatusBadge status={opening.status} open={opening.open} />
          </p>
        ) : null}
        {view.savedNow ? <SavedNow saved={view.savedNow} typed={form} /> : null}
        <div className={styles.detail}>
          <section aria-labelledby="opening-form-title" className={styles.panel}>
            <Heading level={2} size="lg" id="opening-form-title">
              {texts.formTitle}
            </Heading>
            <form method="post" action={address} className={styles.page} noValidate>
              <input type="hidden" name="csrf" value={view.session.csrfToken} />
              {opening ? <input type="hidden" name="version" value={opening.version} /> : null}
              <TextField
                id={fieldIds.title}
                label={fields.title}
                name="title"
                maxLength={openingTexts.maxLengths.title}
                defaultValue={form.title}
                error={errors['title']}
                required
              />
              <div className={styles.fieldRow}>
                <Select
                  id={fieldIds.type}
                  label={fields.type}
                  name="type"
                  options={typeOptions}
                  defaultValue={form.type}
                  error={errors['type']}
                />
                <Select
                  id={fieldIds.employmentType}
                  label={fields.employmentType}
                  name="employmentType"
                  options={employmentOptions}
                  defaultValue={form.employmentType}
                  error={errors['employmentType']}
                />
                <TextField
                  id={fieldIds.positions}
                  label={fields.positions}
                  name="positions"
                  inputMode="numeric"
                  defaultValue={form.positions}
                  error={errors['positions']}
                  required
                />
              </div>
              <TextField
                id={fieldIds.team}
                label={fields.team}
                hint={fields.teamHint}
                name="team"
                list={teamSuggestions}
                maxLength={openingTexts.maxLengths.team}
                defaultValue={form.team}
                error={errors['team']}
                required
              />
              <datalist id={teamSuggestions}>
                {Object.values(serviceTitles).map((title) => (
                  <option key={title} value={title} />
                ))}
              </datalist>
              <fieldset
                id={fieldIds.locations}
                className={styles.choices}
                aria-describedby={errors['locations'] ? `${fieldIds.locations}-error` : undefined}
                tabIndex={-1}
              >
                <legend>{fields.locations}</legend>
                <FieldError id={`${fieldIds.locations}-error`}>{errors['locations']}</FieldError>
                {openingLocations.map((place) => (
                  <Checkbox
                    key={place}
                    label={openingTexts.locations[place]}
                    name={locationField(place)}
                    defaultChecked={form.locations.includes(place)}
                  />
                ))}
              </fieldset>
              <TextArea
                id={fieldIds.description}
                label={fields.description}
                hint={fields.descriptionHint}
                name="description"
                rows={14}
                maxLength={openingTexts.maxLengths.description}
                defaultValue={form.description}
                error={errors['description']}
                required
              />
              <fieldset className={styles.choices} aria-describedby="opening-salary-hint">
                <legend>{fields.salary}</legend>
                <p id="opening-salary-hint" className={styles.hint}>
                  {fields.salaryHint}
                </p>
                <div className={styles.fieldRow}>
                  <TextField
                    id={fieldIds.salaryMin}
                    label={fields.salaryMin}
                    name="salaryMin"
                    inputMode="numeric"
                    defaultValue={form.salaryMin}
                    error={errors['salaryMin']}
                  />
                  <TextField
                    id={fieldIds.salaryMax}
                    label={fields.salaryMax}
                    name="salaryMax"
                    inputMode="numeric"
                    defaultValue={form.salaryMax}
                    error={errors['salaryMax']}
                  />
                  <Select
                    id={fieldIds.salaryPeriod}
                    label={fields.salaryPeriod}
                    name="salaryPeriod"
                    options={periodOptions}
                    defaultValue={form.salaryPeriod}
                    error={errors['salaryPeriod']}
                  />
                </div>
              </fieldset>
              <TextField
                id={fieldIds.closesOn}
                type="date"
                label={fields.closesOn}
                hint={fields.closesOnHint}
                name="closesOn"
                defaultValue={form.closesOn}
                error={errors['closesOn']}
                required
              />
              <div className={styles.actions}>
                <Button type="submit" name="intent" value="save">
                  {opening ? texts.save : texts.saveNew}
                </Button>
                <Button type="submit" name="intent" value="preview" variant="secondary">
                  {texts.previewButton}
                </Button>
              </div>
              {opening ? (
                <div className={styles.page}>
                  <p>{opening.status === 'published' ? texts.closeText : texts.publishText}</p>
                  <div>
                    {opening.status === 'published' ? (
                      <Button type="submit" name="intent" value="close" variant="secondary">
                        {texts.close}
                      </Button>
                    ) : (
                      <Button type="submit" name="intent" value="publish">
                        {opening.status === 'closed' ? texts.publishAgain : texts.publish}
                      </Button>
                    )}
                  </div>
                </div>
              ) : null}
            </form>
          </section>
          <div className={styles.page}>
            <section aria-labelledby="opening-preview-title" className={styles.panel}>
              <Heading level={2} size="lg" id="opening-preview-title">
                {texts.preview.title}
              </Heading>
              {view.previewHtml ? (
                <div
                  className={styles.preview}
                  // HTML the server made from the Markdown, every tag its own (careers/description).
                  dangerouslySetInnerHTML={{ __html: view.previewHtml }}
                />
              ) : (
                <p>{texts.preview.empty}</p>
              )}
            </section>
            {opening ? <Pipeline opening={opening} /> : null}
            {opening ? (
              <section aria-labelledby="opening-history-title" className={styles.panel}>
                <Heading level={2} size="lg" id="opening-history-title">
                  {texts.history.title}
                </Heading>
                <ol className={styles.list}>
                  {view.history.map((change, index) => (
                    // The newest first, never reordered: its place is its identity.
                    <li key={index} className={styles.note}>
                      <p className={styles.noteMeta}>
                        {texts.history.by(change.author, formatDateTime(change.changedAt))}
                      </p>
                      <p>{openingTexts.actions[change.action]}</p>
                    </li>
                  ))}
                </ol>
              </section>
            ) : null}
          </div>
        </div>
      </div>
    </StaffFrame>
  );
}
