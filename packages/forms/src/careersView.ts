import type { ApplicationType } from '@ngs/content';
import type { JobAlertsView } from './jobAlerts';
import type { OpeningFields } from './opening';
import { openingLocations, type OpeningLocation } from './openingLocations';

// What the careers pages need of an opening, apart from the staff's form and its rules: pages
// that only list or link openings load none of those.

/** An opening's public page, by the address made from its title. */
export const openingPagePath = '/career/openings/:slug';
export const openingPathOf = (slug: string) => `/career/openings/${slug}`;

/** What the careers pages show of an opening: what staff wrote, never who or which version. */
export interface PublicOpening extends Omit<OpeningFields, 'description'> {
  /** Stable across edits: search engines and applications know the opening by it. */
  id: string;
  slug: string;
  /** The description as sanitised HTML (the server renders the Markdown, D40). */
  descriptionHtml: string;
  /** Its facts in one line, "Job · Web Development · Hyderabad, Remote · Full time". */
  summary: string;
  /** ISO date-times. */
  publishedAt: string;
  updatedAt: string;
  /** Taking applications today: published and its closing date (India's day) not past. */
  open: boolean;
}

/** The openings list's filters, each one value or none. */
export interface OpeningsFilter {
  type?: ApplicationType;
  location?: OpeningLocation;
  team?: string;
}

/** The careers pages' data, read by the server from its database for each request. */
export type CareersView =
  | {
      page: 'openings';
      /** Open openings matching `filter`, the newest first. */
      openings: readonly Omit<PublicOpening, 'descriptionHtml'>[];
      filter: OpeningsFilter;
      /** The teams with an open opening, for the team filter. */
      teams: readonly string[];
      /** How many openings are open, whatever the filter. */
      openCount: number;
    }
  | { page: 'opening'; opening: PublicOpening }
  | { page: 'apply'; opening: ApplyingFor }
  | JobAlertsView;

/** The opening the application form is for, when reached from its page (`/apply?opening=`). */
export interface ApplyingFor {
  id: string;
  /** Absent when the form comes back refused: it knows the opening only by what it sent. */
  slug?: string;
  title: string;
  type: ApplicationType;
  /** Whether it still takes applications; a closed one leaves a general application. */
  open: boolean;
}

/** The query parameters of the openings list's filter form. */
export const openingsFilterFields = ['type', 'location', 'team'] as const;

const teamLength = 80;

/**
 * The filter a query asks for: a value that cannot be one (a type or place not on the list, a
 * team's name too long to be one) is no filter at all, so a mistyped link lists everything.
 */
export function openingsFilterOf(search: URLSearchParams): OpeningsFilter {
  const filter: OpeningsFilter = {};
  const type = search.get('type');
  if (type === 'job' || type === 'internship') filter.type = type;
  const location = search.get('location');
  if ((openingLocations as readonly (string | null)[]).includes(location)) {
    filter.location = location as OpeningLocation;
  }
  const team = search.get('team')?.trim();
  if (team && team.length <= teamLength) filter.team = team;
  return filter;
}

/** The filter as its canonical query string, `?` included, or '' for none. */
export function openingsFilterQuery(filter: OpeningsFilter): string {
  const query = new URLSearchParams();
  for (const field of openingsFilterFields) {
    const value = filter[field];
    if (value) query.set(field, value);
  }
  return query.size > 0 ? `?${query}` : '';
}
