import type { Office } from './types';

const mapsSearch = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` as const;

const office = (
  city: string,
  label: string,
  addressLines: readonly string[],
  pin: string,
): Office => ({
  city,
  label,
  addressLines,
  pin,
  mapsUrl: mapsSearch(addressLines.join(', ')),
});

/** The two branches: the header's location drop-down and the contact page link each to maps. */
export const offices: readonly Office[] = [
  office(
    'Hyderabad',
    'Hyderabad office',
    [
      '3rd Floor, Plot No. 24, Kothaguda Main Road',
      'Kothaguda, Kondapur',
      'Hyderabad, Telangana 500084',
    ],
    '500084',
  ),
  office(
    'Kakinada',
    'Kakinada office',
    ['2nd Floor, D. No. 8-12-4, Main Road', 'Ramanayyapeta', 'Kakinada, Andhra Pradesh 533005'],
    '533005',
  ),
];
