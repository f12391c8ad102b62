import { openingTexts } from '@ngs/content';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './issues';
import {
  locationField,
  newOpeningForm,
  openingFieldsSchema,
  openingFormValues,
  openingFormValuesOf,
  openingSlugBase,
  type OpeningFieldsInput,
} from './opening';

const { messages } = openingTexts;

/** An opening as the staff's form posts it. */
const posted: OpeningFieldsInput = {
  title: '  React developer  ',
  type: 'job',
  team: 'Web development',
  locations: ['remote', 'hyderabad'],
  employmentType: 'FULL_TIME',
  description: 'Build the **screens** our clients use.',
  salaryMin: '6,00,000',
  salaryMax: '900000',
  salaryPeriod: 'year',
  closesOn: '2026-12-31',
  positions: '2',
};

const errorsFor = (input: Record<string, unknown>) => {
  const result = openingFieldsSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('an opening as staff write it (issue 34)', () => {
  it('should trim the texts, read the numbers and keep the places in the list’s order', () => {
    expect(openingFieldsSchema.parse(posted)).toEqual({
      title: 'React developer',
      type: 'job',
      team: 'Web development',
      locations: ['hyderabad', 'remote'],
      employmentType: 'FULL_TIME',
      description: 'Build the **screens** our clients use.',
      salaryMin: 600_000,
      salaryMax: 900_000,
      salaryPeriod: 'year',
      closesOn: '2026-12-31',
      positions: 2,
    });
  });

  it('should give each missing field its own message', () => {
    expect(errorsFor({ salaryMin: '', salaryMax: '' })).toEqual({
      title: messages.titleRequired,
      type: messages.typeInvalid,
      team: messages.teamRequired,
      locations: messages.locationsRequired,
      employmentType: messages.employmentTypeInvalid,
      description: messages.descriptionRequired,
      salaryPeriod: messages.salaryPeriodInvalid,
      closesOn: messages.closesOnInvalid,
      positions: messages.positionsInvalid,
    });
  });

  it('should take no pay at all, and refuse half a range or one upside down', () => {
    const noPay = openingFieldsSchema.parse({ ...posted, salaryMin: '', salaryMax: ' ' });
    expect([noPay.salaryMin, noPay.salaryMax]).toEqual([null, null]);
    expect(errorsFor({ ...posted, salaryMax: '' })).toEqual({ salaryMax: messages.salaryBoth });
    expect(errorsFor({ ...posted, salaryMin: '' })).toEqual({ salaryMax: messages.salaryBoth });
    expect(errorsFor({ ...posted, salaryMax: '500000' })).toEqual({
      salaryMax: messages.salaryOrder,
    });
  });

  it.each(['-5', '12.5', 'ten lakh', '1e6'])('should refuse %j as pay', (salaryMin) => {
    expect(errorsFor({ ...posted, salaryMin })).toEqual({ salaryMin: messages.salaryNumber });
  });

  it.each(['100000001', '999999999', '1000000000'])(
    'should refuse %j rupees as more than any pay',
    (salaryMax) => {
      expect(errorsFor({ ...posted, salaryMax })).toEqual({ salaryMax: messages.salaryTooHigh });
    },
  );

  it('should take ten crore, the most any pay may be', () => {
    expect(openingFieldsSchema.parse({ ...posted, salaryMax: '10,00,00,000' }).salaryMax).toBe(
      100_000_000,
    );
  });

  it.each([[[]], [['mumbai']], ['hyderabad']])('should refuse %j as the places', (locations) => {
    expect(errorsFor({ ...posted, locations })).toEqual({ locations: messages.locationsRequired });
  });

  it.each(['2026-02-30', '31/12/2026', '2026-13-01', ''])(
    'should refuse %j as the closing date',
    (closesOn) => {
      expect(errorsFor({ ...posted, closesOn })).toEqual({ closesOn: messages.closesOnInvalid });
    },
  );

  it.each(['0', '101', '1.5', 'two', ''])('should refuse %j positions', (positions) => {
    expect(errorsFor({ ...posted, positions })).toEqual({ positions: messages.positionsInvalid });
  });

  it('should refuse a title or a description over its length', () => {
    expect(errorsFor({ ...posted, title: 'x'.repeat(121) })).toEqual({
      title: messages.titleTooLong,
    });
    expect(errorsFor({ ...posted, description: 'x'.repeat(20_001) })).toEqual({
      description: messages.descriptionTooLong,
    });
  });
});

describe('the readable part of an opening’s address', () => {
  it.each([
    ['React developer (Hyderabad)', 'react-developer-hyderabad'],
    ['  Café   & DevOps — Senior!  ', 'cafe-devops-senior'],
    ['.NET / C# engineer', 'net-c-engineer'],
    ['ఉద్యోగం', 'opening'],
    ['x'.repeat(80), 'x'.repeat(60)],
    [`${'word '.repeat(20)}`, Array.from({ length: 12 }, () => 'word').join('-')],
  ])('should make %j into %j', (title, slug) => {
    expect(openingSlugBase(title)).toBe(slug);
  });
});

describe('the staff’s form of an opening', () => {
  it('should read a place as chosen when its box is posted, and every value as typed', () => {
    const values = openingFormValues({
      title: 'Tester',
      'location-remote': 'on',
      'location-kakinada': '',
      'location-mumbai': 'on',
      positions: '3',
    });
    expect(values).toEqual({
      ...newOpeningForm,
      title: 'Tester',
      type: '',
      employmentType: '',
      salaryPeriod: '',
      locations: ['kakinada', 'remote'],
      positions: '3',
    });
  });

  it('should count a line break once, as the browser’s length limit does', () => {
    expect(openingFormValues({ description: 'One\r\nTwo\rThree\nFour' }).description).toBe(
      'One\nTwo\nThree\nFour',
    );
  });

  it('should show a saved opening as the form that would save it again', () => {
    const fields = openingFieldsSchema.parse(posted);
    const shown = openingFormValuesOf(fields);
    const sentBack = Object.fromEntries([
      ...Object.entries(shown).filter(([name]) => name !== 'locations'),
      ...shown.locations.map((place) => [locationField(place as 'remote'), 'on']),
    ]) as Record<string, string>;
    expect(openingFieldsSchema.parse(openingFormValues(sentBack))).toEqual(fields);
    expect(openingFormValuesOf({ ...fields, salaryMin: null, salaryMax: null })).toMatchObject({
      salaryMin: '',
      salaryMax: '',
    });
  });
});
