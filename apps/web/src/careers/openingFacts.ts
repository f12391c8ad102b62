import { openingTexts } from '@ngs/content';
import type { PublicOpening } from '@ngs/forms';

/** "1 role", "3 roles": a count in the words given for one and for more. */
export const countOf = (words: { one: string; other: string }, count: number) =>
  count === 1 ? words.one : words.other.replace('{count}', String(count));

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** Where, in the order of the list of places: "Hyderabad, Remote". */
export const placesOf = (opening: Pick<PublicOpening, 'locations'>) =>
  opening.locations.map((place) => openingTexts.locations[place]).join(', ');

/** "₹6,00,000 – ₹9,00,000 per year", or undefined when staff gave no pay. */
export function payOf(opening: Pick<PublicOpening, 'salaryMin' | 'salaryMax' | 'salaryPeriod'>) {
  if (opening.salaryMin === null || opening.salaryMax === null) return undefined;
  const range =
    opening.salaryMin === opening.salaryMax
      ? rupees.format(opening.salaryMin)
      : `${rupees.format(opening.salaryMin)} – ${rupees.format(opening.salaryMax)}`;
  const { page } = openingTexts;
  return `${range} ${page.payPer} ${openingTexts.salaryPeriods[opening.salaryPeriod]}`;
}
