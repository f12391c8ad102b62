import { brand, offices } from '@ngs/content';
import type { PublicOpening } from '@ngs/forms';
import type { JobPosting, Place, WithContext } from 'schema-dts';

/** India's offset: an opening closes at the end of its last day there, wherever one reads it. */
const indiaOffset = '+05:30';

const unitTexts = { month: 'MONTH', year: 'YEAR' } as const;

/** Google lists a job under the office's full postal address, so each place carries all of it. */
function officePlace(location: 'hyderabad' | 'kakinada'): Place {
  const office = offices.find((candidate) => candidate.city.toLowerCase() === location);
  // An opening place with no office behind it would put a wrong address in search results.
  if (!office) throw new Error(`No office for the opening location "${location}"`);
  return {
    '@type': 'Place',
    name: office.label,
    address: {
      '@type': 'PostalAddress',
      streetAddress: office.streetAddress,
      addressLocality: office.city,
      addressRegion: office.region,
      postalCode: office.pin,
      addressCountry: 'IN',
    },
  };
}

/**
 * The opening as Google for Jobs reads it. A remote opening is marked TELECOMMUTE and open to
 * applicants in India; one that is remote only names no office, as Google's guidelines allow
 * for a fully remote job, and one that also lists offices keeps them as its places of work.
 */
export function jobPostingOf(opening: PublicOpening): WithContext<JobPosting> {
  const places = opening.locations.flatMap((location) =>
    location === 'remote' ? [] : [officePlace(location)],
  );
  const remote = opening.locations.includes('remote');
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: opening.title,
    description: opening.descriptionHtml,
    datePosted: opening.publishedAt,
    validThrough: `${opening.closesOn}T23:59:59${indiaOffset}`,
    employmentType: opening.employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      name: brand.name,
      legalName: brand.legalName,
      url: brand.siteUrl,
      sameAs: brand.siteUrl,
    },
    // One office as a single place and several as a list, as Google's examples write them.
    ...(places.length > 0 ? { jobLocation: places.length === 1 ? places[0] : places } : {}),
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'India' },
        }
      : {}),
    // The form takes both ends of the range or neither; a half-given one is not shown as pay.
    ...(opening.salaryMin !== null && opening.salaryMax !== null
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'INR',
            value: {
              '@type': 'QuantitativeValue',
              minValue: opening.salaryMin,
              maxValue: opening.salaryMax,
              unitText: unitTexts[opening.salaryPeriod],
            },
          },
        }
      : {}),
    identifier: { '@type': 'PropertyValue', name: brand.name, value: opening.id },
    totalJobOpenings: opening.positions,
    // Applying happens on this site: the page’s one button leads to its form.
    directApply: true,
    url: new URL(`/career/openings/${opening.slug}`, brand.siteUrl).href,
  };
}

/**
 * The data as the text of a `<script type="application/ld+json">` element. The HTML parser ends
 * that element at the first `</script`, whatever JSON string it sits in, so no `<` is left raw;
 * U+2028 and U+2029 are escaped too, for scripts that take the text as JavaScript.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
