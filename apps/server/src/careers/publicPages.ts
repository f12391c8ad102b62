import type { Kysely } from 'kysely';
import { Feed } from 'feed';
import { brand, openingTexts, pageMeta } from '@ngs/content';
import {
  openingsFilterOf,
  openingsFilterQuery,
  pathTo,
  openingPagePath,
  type CareersView,
  type PublicOpening,
} from '@ngs/forms';
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
  sitemap: '/sitemap.xml',
} as const;

/** A slug as openings are given them (`openingSlugBase`, then `-2`, `-3`…). */
const openingPage = /^\/career\/openings\/([a-z0-9][a-z0-9-]{0,79})$/;

/** Made pages kept at most: the list per filter and each opening's page. */
const keptPages = 500;

const absolute = (path: string) => new URL(path, brand.siteUrl).href;
const openingPath = (slug: string) => pathTo(openingPagePath, { slug });

/** What the public may see of an opening as of `today`, but its description. */
function summaryOf(opening: Opening, today: string): Omit<PublicOpening, 'descriptionHtml'> {
  const { description, ...fields } = openingFieldsOf(opening);
  return {
    ...fields,
    id: opening.id,
    slug: opening.slug,
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

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

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

  async function page(path: string, search: string, view: CareersView, status: 200 | 404 = 200) {
    const rendered = await renderer.renderCareers(path, search, view);
    const file = fileOf(`${path.slice(1)}/index.html`, Buffer.from(rendered.html), nowSeconds());
    return { file, status, cacheControl: cacheControl.page, csp: rendered.csp } satisfies Served;
  }
  const nowSeconds = () => Math.floor(now().getTime() / 1000);
  const file = (relativePath: string, text: string): Served => ({
    file: fileOf(relativePath, Buffer.from(text), nowSeconds()),
    status: 200,
    cacheControl: cacheControl.page,
    csp: contentSecurityPolicy([]),
  });

  async function openingsList(search: URLSearchParams): Promise<Served> {
    const filter = openingsFilterOf(search);
    const at = now();
    const [openings, teams, all] = await Promise.all([
      openOpenings(db, filter, at),
      openTeams(db, at),
      openOpenings(db, {}, at),
    ]);
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
    return page(openingPath(slug), '', view);
  }

  async function feed(): Promise<Served> {
    const openings = await openOpenings(db, {}, now());
    const today = dayInIndia(now());
    const atom = new Feed({
      id: absolute(careersPaths.list),
      link: absolute(careersPaths.list),
      title: `${openingTexts.list.title} | ${brand.name}`,
      description: pageMeta.careers.description,
      language: 'en-IN',
      updated: new Date(openings[0]?.updatedAt ?? now()),
      generator: false,
      copyright: brand.legalName,
      feedLinks: { atom: absolute(careersPaths.feed) },
      author: { name: brand.name, link: brand.siteUrl },
    });
    for (const opening of openings) {
      const shown = publicViewOf(opening, today);
      atom.addItem({
        id: absolute(openingPath(opening.slug)),
        link: absolute(openingPath(opening.slug)),
        // The feed says its titles and summaries are HTML: what staff typed is text in them.
        title: escapeHtml(opening.title),
        description: escapeHtml(
          `${opening.team}: ${opening.locations.map((place) => openingTexts.locations[place]).join(', ')}`,
        ),
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
        `  <url><loc>${absolute(openingPath(opening.slug))}</loc><lastmod>${opening.updatedAt}</lastmod></url>\n`,
    );
    return file('sitemap.xml', built.replace('</urlset>', `${entries.join('')}</urlset>`));
  }

  /** What a path is, and the key it is kept under, or undefined when it is not a careers path. */
  function route(path: string, search: URLSearchParams) {
    if (path === careersPaths.list) {
      const key = `${path}${openingsFilterQuery(openingsFilterOf(search))}`;
      return { key, make: () => openingsList(search) };
    }
    if (path === careersPaths.feed) return { key: path, make: feed };
    if (path === careersPaths.sitemap && builtSitemap !== undefined) {
      return { key: path, make: () => sitemap(builtSitemap) };
    }
    const slug = openingPage.exec(path)?.[1];
    if (slug) return { key: path, make: () => openingOf(slug) };
    return undefined;
  }

  return {
    async find(path, search) {
      const found = route(path, search);
      if (!found) return undefined;
      const stamp = await publicOpeningsStamp(db, now());
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
