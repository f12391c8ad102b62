import type { Kysely } from 'kysely';
import { Feed } from 'feed';
import { brand, careers, openingTexts, pageMeta } from '@ngs/content';
import {
  openingsFilterOf,
  openingsFilterQuery,
  openingPathOf,
  type CareersView,
  type OpeningsFilter,
  type PublicOpening,
} from '@ngs/forms';
import { escapeHtml } from '../mail/document';
import { fileOf } from '../site/builtFiles';
import { contentSecurityPolicy } from '../site/headers';
import { cacheControl, type MadePages, type Served } from '../site/index';
import type { PageRenderer } from '../site/pages';
import type { Database } from '../storage/schema';
import { descriptionHtml } from './description';
import {
  dayInIndia,
  isOpenOn,
  openOpenings,
  openingFieldsOf,
  openingChangesInThisProcess,
  openTeams,
  publicOpening,
  publicOpeningsStamp,
  type Opening,
} from './openings';

export interface CareersPagesOptions {
  db: Kysely<Database>;
  renderer: PageRenderer;
  /** The build's sitemap.xml, which the open openings join. */
  builtSitemap?: string;
  now?: () => Date;
}

/** The careers pages' own paths: the list is the careers page, `/career`. */
export const careersPaths = {
  list: '/career',
  feed: '/career/openings.atom',
  apply: '/apply',
  sitemap: '/sitemap.xml',
} as const;

/** A slug as openings are given them (`openingSlugBase`, then `-2`, `-3`…). */
const openingSlug = /^[a-z0-9][a-z0-9-]{0,79}$/;
const openingPagePrefix = '/career/openings/';

/**
 * How long a stamp read from the database is trusted. Reading it for every request would cost a
 * PostgreSQL round trip each (p99 ×2–4 against a built page at 500 requests/s); another server
 * instance's change shows within this, one made by this process at once.
 */
const stampTrustedMs = 1000;

/** Made pages kept at most: the list per filter and each opening's page. */
const keptPages = 500;

/** Where, in the order of the list of places: "Hyderabad, Remote". */
const placesOf = (opening: Opening) =>
  opening.locations.map((place) => openingTexts.locations[place]).join(', ');

const absolute = (path: string) => new URL(path, brand.siteUrl).href;

/** What the public may see of an opening as of `today`, but its description. */
function summaryOf(opening: Opening, today: string): Omit<PublicOpening, 'descriptionHtml'> {
  const { description, ...fields } = openingFieldsOf(opening);
  return {
    ...fields,
    id: opening.id,
    slug: opening.slug,
    summary: [
      openingTexts.types[opening.type],
      opening.team,
      placesOf(opening),
      openingTexts.employmentTypes[opening.employmentType],
    ].join(' · '),
    publishedAt: opening.publishedAt ?? opening.updatedAt,
    updatedAt: opening.updatedAt,
    open: isOpenOn(opening, today),
  };
}

/** What the public may see of an opening as of `today`. */
const publicViewOf = (opening: Opening, today: string): PublicOpening => ({
  ...summaryOf(opening, today),
  // Every saved description passed this render within its time; should one not, its words still
  // show, as text.
  descriptionHtml:
    descriptionHtml(opening.description, 3) ?? `<p>${escapeHtml(opening.description)}</p>`,
});

/**
 * The careers pages, made from the openings in the database (issue 34): the list on `/career`
 * with its filters, each opening's page, the openings' Atom feed and the sitemap with them.
 *
 * Each is made once per state of the public openings (`publicOpeningsStamp`) and then served as
 * the build's files are, with its entity tag: any publish, edit or close, or the day changing,
 * makes it again. Racing requests for a page being made wait for the one making.
 */
export function careersPages({
  db,
  renderer,
  builtSitemap,
  now = () => new Date(),
}: CareersPagesOptions): MadePages {
  const made = new Map<string, { stamp: string; served: Promise<Served | undefined> }>();
  let stampRead: { at: number; changes: number; stamp: Promise<string> } | undefined;

  /** The public openings' stamp, read again past its time or after a change made here. */
  function currentStamp(): Promise<string> {
    const at = now().getTime();
    const changes = openingChangesInThisProcess();
    if (!stampRead || at - stampRead.at >= stampTrustedMs || stampRead.changes !== changes) {
      const stamp = publicOpeningsStamp(db, now());
      stampRead = { at, changes, stamp };
      stamp.catch(() => {
        if (stampRead?.stamp === stamp) stampRead = undefined;
      });
    }
    return stampRead.stamp;
  }

  async function page(path: string, search: string, view: CareersView, status: 200 | 404 = 200) {
    const rendered = await renderer.renderCareers(path, search, view);
    const file = fileOf(`${path.slice(1)}/index.html`, Buffer.from(rendered.html));
    return { file, status, cacheControl: cacheControl.page, csp: rendered.csp } satisfies Served;
  }
  const file = (relativePath: string, text: string): Served => ({
    file: fileOf(relativePath, Buffer.from(text)),
    status: 200,
    cacheControl: cacheControl.page,
    csp: contentSecurityPolicy([]),
  });

  async function openingsList(filter: OpeningsFilter): Promise<Served> {
    const at = now();
    const filtered = Boolean(filter.type || filter.location || filter.team);
    const [all, teams, matching] = await Promise.all([
      openOpenings(db, {}, at),
      openTeams(db, at),
      filtered ? openOpenings(db, filter, at) : undefined,
    ]);
    const openings = matching ?? all;
    const today = dayInIndia(at);
    const view: CareersView = {
      page: 'openings',
      openings: openings.map((opening) => summaryOf(opening, today)),
      filter,
      teams,
      openCount: all.length,
    };
    return page(careersPaths.list, openingsFilterQuery(filter), view);
  }

  async function openingOf(slug: string): Promise<Served | undefined> {
    const opening = await publicOpening(db, slug);
    if (!opening) return undefined;
    const view: CareersView = {
      page: 'opening',
      opening: publicViewOf(opening, dayInIndia(now())),
    };
    return page(openingPathOf(slug), '', view);
  }

  /** The application form, told which opening it is for; the build's form for an unknown one. */
  async function applyFor(slug: string): Promise<Served | undefined> {
    const opening = await publicOpening(db, slug);
    if (!opening) return undefined;
    const { id, title, type } = opening;
    const open = isOpenOn(opening, dayInIndia(now()));
    const view: CareersView = { page: 'apply', opening: { id, slug, title, type, open } };
    return page(careersPaths.apply, `?opening=${slug}`, view);
  }

  async function feed(): Promise<Served> {
    const openings = await openOpenings(db, {}, now());
    const today = dayInIndia(now());
    const atom = new Feed({
      id: absolute(careersPaths.list),
      link: absolute(careersPaths.list),
      title: `${careers.openRoles.title} | ${brand.name}`,
      description: pageMeta.careers.description,
      language: 'en-IN',
      // The last change to any of them: an older role edited changes the feed too.
      updated: new Date(
        openings
          .map((opening) => opening.updatedAt)
          .sort()
          .at(-1) ?? now().toISOString(),
      ),
      generator: false,
      copyright: brand.legalName,
      feedLinks: { atom: absolute(careersPaths.feed) },
      author: { name: brand.name, link: brand.siteUrl },
    });
    for (const opening of openings) {
      const shown = publicViewOf(opening, today);
      atom.addItem({
        id: absolute(openingPathOf(opening.slug)),
        link: absolute(openingPathOf(opening.slug)),
        // The feed says its titles and summaries are HTML: what staff typed is text in them.
        title: escapeHtml(opening.title),
        description: escapeHtml(shown.summary),
        content: shown.descriptionHtml,
        date: new Date(opening.updatedAt),
        published: new Date(shown.publishedAt),
      });
    }
    return file('career/openings.atom', atom.atom1());
  }

  async function sitemap(built: string): Promise<Served> {
    const entries = (await openOpenings(db, {}, now())).map(
      (opening) =>
        `  <url><loc>${absolute(openingPathOf(opening.slug))}</loc><lastmod>${opening.updatedAt}</lastmod></url>\n`,
    );
    return file('sitemap.xml', built.replace('</urlset>', `${entries.join('')}</urlset>`));
  }

  /** What a path is, and the key it is kept under, or undefined when it is not a careers path. */
  async function route(path: string, search: URLSearchParams) {
    if (path === careersPaths.list) {
      const filter = openingsFilterOf(search);
      // Only a team with an open role filters. Any other name lists everything, rather than
      // being one more page to make and keep for whoever sends names at random.
      if (filter.team && !(await openTeams(db, now())).includes(filter.team)) delete filter.team;
      return { key: `${path}${openingsFilterQuery(filter)}`, make: () => openingsList(filter) };
    }
    if (path === careersPaths.feed) return { key: path, make: feed };
    const applyingFor = search.get('opening');
    if (path === careersPaths.apply && applyingFor !== null) {
      if (!openingSlug.test(applyingFor)) return undefined;
      return { key: `${path}?opening=${applyingFor}`, make: () => applyFor(applyingFor) };
    }
    if (path === careersPaths.sitemap && builtSitemap !== undefined) {
      return { key: path, make: () => sitemap(builtSitemap) };
    }
    const slug = path.slice(openingPagePrefix.length);
    if (path.startsWith(openingPagePrefix) && openingSlug.test(slug)) {
      return { key: path, make: () => openingOf(slug) };
    }
    return undefined;
  }

  return {
    async find(path, search) {
      const found = await route(path, search);
      if (!found) return undefined;
      const stamp = await currentStamp();
      const kept = made.get(found.key);
      if (kept?.stamp === stamp) return kept.served;
      const served = found.make();
      // Kept in the order made: the one made longest ago goes first.
      made.delete(found.key);
      made.set(found.key, { stamp, served });
      if (made.size > keptPages) made.delete(made.keys().next().value as string);
      // A failure is not kept, and an address that names no opening keeps nothing either.
      served.then(
        (result) =>
          result === undefined && made.get(found.key)?.served === served && made.delete(found.key),
        () => made.get(found.key)?.served === served && made.delete(found.key),
      );
      return served;
    },
  };
}
