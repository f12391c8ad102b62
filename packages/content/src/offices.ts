import type { Office } from './types';

const mapsSearch = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` as const;

const office = (
  city: string,
  region: string,
  label: string,
  addressLines: readonly string[],
  pin: string,
): Office => ({
  city,
  region,
  label,
  addressLines,
  // The last line is "City, State PIN", which structured data carries in fields of its own.
  streetAddress: addressLines.slice(0, -1).join(', '),
  pin,
  mapsUrl: mapsSearch(addressLines.join(', ')),
});

/** The two branches: the header's location drop-down and the contact page link each to maps. */
export const offices: readonly Office[] = [
  office(
    'Hyderabad',
    'Telangana',
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
    'Andhra Pradesh',
    'Kakinada office',
    ['2nd Floor, D. No. 8-12-4, Main Road', 'Ramanayyapeta', 'Kakinada, Andhra Pradesh 533005'],
    '533005',
  ),
];
