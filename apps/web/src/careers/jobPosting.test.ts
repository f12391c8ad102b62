// @vitest-environment node
// Plain data, no DOM: Node runs it quicker than jsdom.
import { brand } from '@ngs/content';
import type { PublicOpening } from '@ngs/forms';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the package ships no type declarations; `Issue` below is what it returns.
import Validator from '@adobe/structured-data-validator';
// @ts-expect-error -- the package ships no type declarations; `Extracted` below is what it returns.
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { jobPostingOf, jsonLdText } from './jobPosting';

/** One finding of Adobe's validator, which checks Google's rich-result rules per type. */
interface Issue {
  issueMessage: string;
  severity: 'ERROR' | 'WARNING';
  fieldNames?: string[];
}

interface Extracted {
  jsonld: Record<string, Record<string, unknown>[]>;
}

const GoogleValidator = Validator as new () => { validate(data: Extracted): Promise<Issue[]> };
const Extractor = WebAutoExtractor as new (options: object) => { parse(html: string): Extracted };

const opening = (fields: Partial<PublicOpening> = {}): PublicOpening => ({
  id: 'op_7f3c9a',
  slug: 'senior-cloud-engineer',
  title: 'Senior Cloud Engineer',
  summary: 'Job · Cloud · Hyderabad, Remote · Full time',
  type: 'job',
  team: 'Cloud',
  locations: ['hyderabad', 'kakinada', 'remote'],
  employmentType: 'FULL_TIME',
  salaryMin: 1_200_000,
  salaryMax: 1_800_000,
  salaryPeriod: 'year',
  closesOn: '2026-12-31',
  positions: 3,
  descriptionHtml: '<p>Run our <strong>cloud</strong> platform.</p><ul><li>AWS</li></ul>',
  publishedAt: '2026-11-02T09:30:00.000Z',
  updatedAt: '2026-11-03T12:00:00.000Z',
  open: true,
  ...fields,
});

const internship = opening({
  id: 'op_1b2d4e',
  slug: 'web-development-intern',
  title: 'Web Development Intern',
  type: 'internship',
  team: 'Web',
  locations: ['kakinada'],
  employmentType: 'INTERN',
  salaryMin: null,
  salaryMax: null,
  salaryPeriod: 'month',
  positions: 2,
});

const remoteOnly = opening({
  id: 'op_9e8d7c',
  slug: 'technical-writer',
  title: 'Technical Writer',
  team: 'Documentation',
  locations: ['remote'],
  employmentType: 'PART_TIME',
  salaryMin: 40_000,
  salaryMax: 55_000,
  salaryPeriod: 'month',
  positions: 1,
});

const hyderabadAddress = {
  '@type': 'PostalAddress',
  streetAddress: '3rd Floor, Plot No. 24, Kothaguda Main Road, Kothaguda, Kondapur',
  addressLocality: 'Hyderabad',
  addressRegion: 'Telangana',
  postalCode: '500084',
  addressCountry: 'IN',
};

const kakinadaAddress = {
  '@type': 'PostalAddress',
  streetAddress: '2nd Floor, D. No. 8-12-4, Main Road, Ramanayyapeta',
  addressLocality: 'Kakinada',
  addressRegion: 'Andhra Pradesh',
  postalCode: '533005',
  addressCountry: 'IN',
};

const pageWith = (data: object) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Opening</title>' +
  `<script type="application/ld+json">${jsonLdText(data)}</script>` +
  '</head><body><h1>Opening</h1></body></html>';

/** The validator's findings for a page carrying the data, as a crawler would read the page. */
async function findings(data: object): Promise<Issue[]> {
  const extracted = new Extractor({ addLocation: true }).parse(pageWith(data));
  // A page the extractor found no posting in would pass vacuously.
  expect(extracted.jsonld.JobPosting).toHaveLength(1);
  return new GoogleValidator().validate(extracted);
}

const summary = (issues: Issue[]) =>
  issues.map(({ severity, issueMessage, fieldNames }) => ({ severity, issueMessage, fieldNames }));

const addressCountryPath = 'jobLocation.address.addressCountry';

const isError = (issue: Issue) => issue.severity === 'ERROR';
const isAboutPlace = (issue: Issue) =>
  issue.fieldNames?.some((field) => field.startsWith('jobLocation')) ?? false;

/**
 * Google's errors for the data. The validator reads `jobLocation.address.addressCountry` straight
 * through a list of places, so it misses the country of every office when there are several,
 * though Google takes a list. For a list that one finding is set aside, and each place is then
 * checked alone by the same rules, so no address goes unchecked.
 */
async function googleErrors(data: { jobLocation?: unknown }) {
  const errors = (await findings(data)).filter(isError);
  const places = data.jobLocation;
  if (!Array.isArray(places)) return summary(errors);
  const eachPlace = await Promise.all(
    places.map(async (place: unknown) =>
      (await findings({ ...data, jobLocation: place })).filter(
        (issue) => isError(issue) && isAboutPlace(issue),
      ),
    ),
  );
  return summary([
    ...errors.filter((issue) => !issue.fieldNames?.includes(addressCountryPath)),
    ...eachPlace.flat(),
  ]);
}

/** The recommended properties Google would still like, by name. */
async function googleWishes(data: object) {
  return (await findings(data))
    .filter((issue) => issue.severity === 'WARNING')
    .flatMap((issue) => issue.fieldNames ?? [])
    .sort();
}

describe('jobPostingOf', () => {
  it('describes a paid job at both offices and remote, as Google requires', async () => {
    const data = jobPostingOf(opening());

    expect(await googleErrors(data)).toEqual([]);
    expect(await googleWishes(data)).toEqual([]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Senior Cloud Engineer',
      description: '<p>Run our <strong>cloud</strong> platform.</p><ul><li>AWS</li></ul>',
      datePosted: '2026-11-02T09:30:00.000Z',
      validThrough: '2026-12-31T23:59:59+05:30',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: brand.name, sameAs: brand.siteUrl },
      identifier: { '@type': 'PropertyValue', name: brand.name, value: 'op_7f3c9a' },
      totalJobOpenings: 3,
      directApply: true,
      url: `${brand.siteUrl}/career/openings/senior-cloud-engineer`,
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
    });
    expect(data.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: {
        '@type': 'QuantitativeValue',
        minValue: 1_200_000,
        maxValue: 1_800_000,
        unitText: 'YEAR',
      },
    });
    expect(data.jobLocation).toEqual([
      { '@type': 'Place', name: 'Hyderabad office', address: hyderabadAddress },
      { '@type': 'Place', name: 'Kakinada office', address: kakinadaAddress },
    ]);
  });

  it('describes an unpaid internship in Kakinada with no pay and no remote work', async () => {
    const data = jobPostingOf(internship);

    expect(await googleErrors(data)).toEqual([]);
    // What Google asks only of paid or remote jobs; every other recommended property is there.
    expect(await googleWishes(data)).toEqual([
      'applicantLocationRequirements',
      'baseSalary',
      'jobLocationType',
    ]);
    expect(data).not.toHaveProperty('baseSalary');
    expect(data).not.toHaveProperty('jobLocationType');
    expect(data).not.toHaveProperty('applicantLocationRequirements');
    expect(data).toMatchObject({
      employmentType: 'INTERN',
      validThrough: '2026-12-31T23:59:59+05:30',
      identifier: { value: 'op_1b2d4e' },
      totalJobOpenings: 2,
      jobLocation: { '@type': 'Place', name: 'Kakinada office', address: kakinadaAddress },
    });
  });

  it('describes a remote-only job by the country applicants live in, with no office', async () => {
    const data = jobPostingOf(remoteOnly);

    expect(await googleErrors(data)).toEqual([]);
    expect(await googleWishes(data)).toEqual([]);
    expect(data).not.toHaveProperty('jobLocation');
    expect(data).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
      employmentType: 'PART_TIME',
      identifier: { value: 'op_9e8d7c' },
      url: `${brand.siteUrl}/career/openings/technical-writer`,
      baseSalary: {
        currency: 'INR',
        value: { minValue: 40_000, maxValue: 55_000, unitText: 'MONTH' },
      },
    });
  });

  it.each([
    ['title', opening()],
    ['hiringOrganization', opening()],
    ['datePosted', internship],
    ['jobLocation', internship],
    ['applicantLocationRequirements', remoteOnly],
  ] as const)('fails Google’s rules without %s', async (property, source) => {
    const data: Record<string, unknown> = { ...jobPostingOf(source) };
    delete data[property];

    const errors = await googleErrors(data);

    expect(errors).toHaveLength(1);
    expect(errors[0]?.fieldNames).toEqual([property]);
    expect(errors[0]?.issueMessage).toContain(`"${property}"`);
  });

  it('still checks the country of each office when there are several', async () => {
    const withoutCountry = {
      ...jobPostingOf(opening()),
      jobLocation: [
        { '@type': 'Place', name: 'Hyderabad office', address: hyderabadAddress },
        { '@type': 'Place', address: { ...kakinadaAddress, addressCountry: '' } },
      ],
    };

    expect(await googleErrors(withoutCountry)).toEqual([
      expect.objectContaining({ severity: 'ERROR', fieldNames: [addressCountryPath] }),
    ]);
  });
});

describe('jsonLdText', () => {
  const title = 'Dev </script><script>alert(1)</script> <!-- \u2028 and \u2029';

  it('leaves no `<` that could end the script element, and parses back to the same data', () => {
    const text = jsonLdText(jobPostingOf(opening({ title })));

    expect(text).not.toContain('<');
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(text).toContain('\\u003c/script>');
    expect((JSON.parse(text) as { title: string }).title).toBe(title);
  });

  it('keeps the whole posting in one element when a page carries it', async () => {
    const extracted = new Extractor({}).parse(pageWith(jobPostingOf(opening({ title }))));

    expect(extracted.jsonld.JobPosting?.map((posting) => posting.title)).toEqual([title]);
    expect(Object.keys(extracted.jsonld)).toEqual(['JobPosting']);
  });
});
