import { applicationTypes, openingTexts } from '@ngs/content';
import { requiredText } from './text';
import { z } from './zod';

const { messages, maxLengths, limits } = openingTexts;

/** Where the work is: one of the two offices, or from home. */
import { openingLocations, type OpeningLocation } from './openingLocations';

export { openingLocations, type OpeningLocation };

/** schema.org's and Google's employment types, which the opening's structured data carries. */
export const employmentTypes = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
] as const;
export type EmploymentType = (typeof employmentTypes)[number];

export const salaryPeriods = ['month', 'year'] as const;
export type SalaryPeriod = (typeof salaryPeriods)[number];

/** A draft is seen by staff only; an open one by everyone until it closes; a closed one says so. */
export const openingStatuses = ['draft', 'published', 'closed'] as const;
export type OpeningStatus = (typeof openingStatuses)[number];

/** What an opening's history records, one row per change. */
export const openingActions = ['created', 'edited', 'published', 'closed'] as const;
export type OpeningAction = (typeof openingActions)[number];

/** A calendar date as the date input sends it, e.g. 2026-12-31. */
const isCalendarDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** Whole rupees, digits only (commas and spaces between them allowed); empty is "not given". */
const optionalRupees = z.pipe(
  z._default(z.optional(z.string()), ''),
  z.transform((value: string, context) => {
    const digits = value.trim().replace(/[,\s]/g, '');
    if (digits === '') return null;
    const refuse = (message: string) => {
      context.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    };
    if (!/^\d+$/.test(digits)) return refuse(messages.salaryNumber);
    // Ten crore: more than any salary or stipend, and far within a safe integer.
    if (digits.length > 9 || Number(digits) > limits.salary) return refuse(messages.salaryTooHigh);
    return Number(digits);
  }),
);

/**
 * What staff write to publish an opening, as the staff's form posts it (every value a string,
 * the places a list) and the server checks it. The pay is a range in rupees per month or per
 * year, or nothing at all.
 */
export const openingFieldsSchema = z
  .object({
    title: requiredText(messages.titleRequired, maxLengths.title, messages.titleTooLong),
    type: z.enum(applicationTypes, { error: messages.typeInvalid }),
    team: requiredText(messages.teamRequired, maxLengths.team, messages.teamTooLong),
    locations: z
      .pipe(
        z.array(z.enum(openingLocations, { error: messages.locationsRequired }), {
          error: messages.locationsRequired,
        }),
        // In the order of the list, each once, whatever order the form sent them in.
        z.transform((chosen) => openingLocations.filter((place) => chosen.includes(place))),
      )
      .check(z.minLength(1, messages.locationsRequired)),
    employmentType: z.enum(employmentTypes, { error: messages.employmentTypeInvalid }),
    description: requiredText(
      messages.descriptionRequired,
      maxLengths.description,
      messages.descriptionTooLong,
    ),
    salaryMin: optionalRupees,
    salaryMax: optionalRupees,
    salaryPeriod: z.enum(salaryPeriods, { error: messages.salaryPeriodInvalid }),
    closesOn: z
      .string({ error: messages.closesOnInvalid })
      .check(z.trim(), z.refine(isCalendarDate, messages.closesOnInvalid)),
    positions: z
      .pipe(
        z
          .string({ error: messages.positionsInvalid })
          .check(z.trim(), z.regex(/^\d{1,3}$/, messages.positionsInvalid)),
        z.transform(Number),
      )
      .check(
        z.refine(
          (count: number) => count >= 1 && count <= limits.positions,
          messages.positionsInvalid,
        ),
      ),
  })
  .check(
    z.refine((fields) => (fields.salaryMin === null) === (fields.salaryMax === null), {
      error: messages.salaryBoth,
      path: ['salaryMax'],
    }),
    z.refine(
      (fields) =>
        fields.salaryMin === null ||
        fields.salaryMax === null ||
        fields.salaryMax >= fields.salaryMin,
      { error: messages.salaryOrder, path: ['salaryMax'] },
    ),
  );

export type OpeningFieldsInput = z.input<typeof openingFieldsSchema>;
export type OpeningFields = z.output<typeof openingFieldsSchema>;

/**
 * The readable part of an opening's address, from its title: lower-case Latin letters and digits
 * joined by hyphens, at most 60 characters; a title with none of them gives "opening".
 */
export function openingSlugBase(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word.slice(0, 60);
    if (next.length > 60) break;
    slug = next;
  }
  return slug || 'opening';
}

/** The staff's form as it is posted and shown again: every value as typed, the places chosen. */
export interface OpeningFormValues {
  title: string;
  type: string;
  team: string;
  locations: string[];
  employmentType: string;
  description: string;
  salaryMin: string;
  salaryMax: string;
  salaryPeriod: string;
  closesOn: string;
  positions: string;
}

const textFields = [
  'title',
  'type',
  'team',
  'employmentType',
  'description',
  'salaryMin',
  'salaryMax',
  'salaryPeriod',
  'closesOn',
  'positions',
] as const satisfies readonly Exclude<keyof OpeningFormValues, 'locations'>[];

/** The name of a place's checkbox: each is a field of its own, as forms post one value a name. */
export const locationField = (place: OpeningLocation) => `location-${place}` as const;

/** A new opening's form: a full-time job, paid by the year, for one person. */
export const newOpeningForm: OpeningFormValues = {
  title: '',
  type: 'job',
  team: '',
  locations: [],
  employmentType: 'FULL_TIME',
  description: '',
  salaryMin: '',
  salaryMax: '',
  salaryPeriod: 'year',
  closesOn: '',
  positions: '1',
};

/**
 * What the staff's form posted, read into its values: a place is chosen when its box is sent,
 * and the description's line breaks are the browser's count of them (a textarea posts each as
 * CR LF, its `maxLength` counts one character).
 */
export function openingFormValues(posted: Readonly<Record<string, string>>): OpeningFormValues {
  const text = Object.fromEntries(textFields.map((field) => [field, posted[field] ?? '']));
  return {
    ...(text as Omit<OpeningFormValues, 'locations'>),
    description: (posted['description'] ?? '').replace(/\r\n?/g, '\n'),
    locations: openingLocations.filter((place) => posted[locationField(place)] !== undefined),
  };
}

/** A saved opening's fields, as its form shows them. */
export function openingFormValuesOf(fields: OpeningFields): OpeningFormValues {
  return {
    title: fields.title,
    type: fields.type,
    team: fields.team,
    locations: [...fields.locations],
    employmentType: fields.employmentType,
    description: fields.description,
    salaryMin: fields.salaryMin === null ? '' : String(fields.salaryMin),
    salaryMax: fields.salaryMax === null ? '' : String(fields.salaryMax),
    salaryPeriod: fields.salaryPeriod,
    closesOn: fields.closesOn,
    positions: String(fields.positions),
  };
}
