/** The places an opening may be, in the order they are always listed. */
export const openingLocations = ['hyderabad', 'kakinada', 'remote'] as const;
export type OpeningLocation = (typeof openingLocations)[number];
