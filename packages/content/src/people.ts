import { portrait } from './media';
import type { Leader, PersonProfile } from './types';

/** The leaders section of /whoarewe; the first card is featured. */
export const leaders: readonly Leader[] = [
  {
    name: 'Srinivas Kakarla',
    role: 'Director',
    img: portrait('leader-1', 'Portrait of Srinivas Kakarla'),
    featured: true,
  },
  {
    name: 'Lakshmi Prasanna Gudivada',
    role: 'Founder and Managing Director',
    img: portrait('leader-2', 'Portrait of Lakshmi Prasanna Gudivada'),
    featured: false,
  },
];

// The spec's two person profiles are placeholders with filler text; they stay short filler.
export const personProfiles: readonly PersonProfile[] = [
  {
    name: 'Rahul Varma',
    subtitle: 'A Web Developer',
    img: portrait('profile-1', 'Portrait of Rahul Varma'),
    para: [
      'Rahul builds the front ends of our client websites and portals, mostly in React and TypeScript.',
      'He cares about pages that load quickly on ordinary phones and forms that are easy to fill in.',
      'Outside work he contributes small fixes to open-source projects and mentors interns on their first pull requests.',
    ],
  },
  {
    name: 'Sneha Reddy',
    subtitle: 'A Web Developer',
    img: portrait('profile-2', 'Portrait of Sneha Reddy'),
    para: [
      'Sneha works across the stack, from Angular screens to the Node.js services behind them.',
      'She enjoys turning a messy spreadsheet process into a simple web tool that people actually like using.',
      'She is usually the one who writes the missing test before fixing a bug.',
      'On weekends she runs beginner web workshops for students in Kakinada.',
    ],
  },
];

const normaliseName = (name: string): string => {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    // A stray `%` is not an encoding; match the text as it is.
  }
  return decoded.trim().replace(/\s+/g, ' ').toLowerCase();
};

/** The profile for `/person/{name}`, matched case-insensitively; undefined when nobody matches. */
export function findPerson(name: string): PersonProfile | undefined {
  const wanted = normaliseName(name);
  return personProfiles.find((person) => normaliseName(person.name) === wanted);
}
