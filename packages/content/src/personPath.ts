import type { PersonProfile } from './types';

// Apart from the profiles themselves: every page's head links a profile by its path, and only
// the profile page's loader needs the people.

/** The canonical (lowercase, D5) path of a profile. */
export const personPath = (person: Pick<PersonProfile, 'name'>) =>
  `/person/${encodeURIComponent(person.name.toLowerCase())}` as const;
