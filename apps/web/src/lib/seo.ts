import { brand, heroVideo, normalisePath, offices } from '@ngs/content';

export interface PageSeo {
  /** The page's own title; the brand is appended. */
  title: string;
  description: string;
  /** The page's path; its lowercase form is the canonical URL (D5). */
  path: string;
  image?: string;
  /** Pages that only answer a visitor (search results, confirmations) stay out of search engines. */
  noindex?: boolean;
}

/** Title, description, canonical URL and Open Graph tags for a route's `head`. */
export function seo({
  title,
  description,
  path,
  image = heroVideo.poster.src,
  noindex = false,
}: PageSeo) {
  const fullTitle = title === brand.name ? brand.name : `${title} | ${brand.name}`;
  const canonical = new URL(normalisePath(path), brand.siteUrl).href;
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: brand.name },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
      { property: 'og:image', content: new URL(image, brand.siteUrl).href },
      { property: 'og:locale', content: 'en_IN' },
      { name: 'twitter:card', content: 'summary_large_image' },
      ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    links: [{ rel: 'canonical', href: canonical }],
  };
}

/**
 * A `head` for a route whose loader finds what the page shows: its tags, or none when the loader
 * found nothing and the not-found screen shows instead (D6).
 */
export const foundPageSeo =
  <T>(pageSeo: (found: T) => PageSeo) =>
  ({ loaderData }: { loaderData?: T }) =>
    loaderData ? seo(pageSeo(loaderData)) : {};

/** schema.org description of the company and its two offices, for search engines. */
export function organisationJsonLd(): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    legalName: brand.legalName,
    url: brand.siteUrl,
    logo: new URL('/favicon.svg', brand.siteUrl).href,
    email: brand.email,
    telephone: brand.phone,
    location: offices.map((office) => ({
      '@type': 'Place',
      name: office.label,
      hasMap: office.mapsUrl,
      address: {
        '@type': 'PostalAddress',
        streetAddress: office.addressLines.join(', '),
        addressLocality: office.city,
        postalCode: office.pin,
        addressCountry: 'IN',
      },
    })),
  });
}
