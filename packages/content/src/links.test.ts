import { describe, expect, it } from 'vitest';
import {
  footer,
  headerLinks,
  searchDestinations,
  services,
  servicesMenu,
  shortcutLinks,
  sidebarLinks,
  socialLinks,
} from './index';
import type { Link } from './index';
import { specServiceIds, specServiceTitles } from './testing/contentOracle';

/** Links as [label, href] pairs, the way the spec's tables list them. */
const labelsAndHrefs = (links: readonly Link[]) => links.map((link) => [link.label, link.href]);

/* ---------------------------------------------------------------------------------------- */
/* Routes and links                                                                         */
/* ---------------------------------------------------------------------------------------- */

describe('navigation', () => {
  it('should list the header links in the spec order with the derived Why link', () => {
    expect(labelsAndHrefs(headerLinks)).toEqual([
      ['What We Provide', '/whatweprovide'],
      ['Who are we', '/whoarewe'],
      ['Highlights', '/highlights'],
      ['Career', '/career'],
      ['Why NGS', '/whyngs'],
      ['Contact Us', '/contact'],
    ]);
  });

  it('should link the sidebar Highlights and Why NGS to their own routes (D8)', () => {
    const hrefOf = (label: string) => sidebarLinks.find((link) => link.label === label)?.href;
    expect(hrefOf('Highlights')).toBe('/highlights');
    expect(hrefOf('Why NGS')).toBe('/whyngs');
  });

  it('should keep What We Provide active on every service page (D9)', () => {
    expect(headerLinks[0]?.activeUnder).toBe('/service/');
  });

  it('should list every service in the drop-down and the footer, in order', () => {
    const expected = services.map((service) => [service.title, `/service/${service.id}`]);
    expect(labelsAndHrefs(servicesMenu)).toEqual(expected);
    expect(labelsAndHrefs(footer.serviceLinks)).toEqual(expected);
  });

  it('should rotate exactly the four spec shortcuts', () => {
    expect(labelsAndHrefs(shortcutLinks)).toEqual([
      ['Web Development', '/service/web-dev'],
      ['Android Apps', '/service/mobile-dev'],
      ['iOS Apps', '/service/mobile-dev'],
      ['UI / UX Design', '/service/ui'],
    ]);
  });

  it('should link the four social networks over https with the brand slug and a label', () => {
    expect(socialLinks.map((link) => link.network)).toEqual([
      'instagram',
      'x',
      'whatsapp',
      'linkedin',
    ]);
    for (const link of socialLinks) {
      expect(link.href).toMatch(/^https:\/\/[^/]+\/.*ngs$/);
      expect(link.label).toContain('NGS');
    }
  });

  it('should link the terms and privacy pages from the footer', () => {
    expect(footer.legalLinks.map((link) => link.href)).toEqual([
      '/termsandconditions',
      '/privacypolicy',
    ]);
  });
});

describe('search', () => {
  it('should list the destinations in the spec order with the D7 and D14 titles', () => {
    expect(searchDestinations.map((destination) => [destination.title, destination.link])).toEqual([
      ...specServiceIds.map((id, index) => [specServiceTitles[index], `/service/${id}`]),
      ['About Us', '/about'],
      ['Our Story', '/story'],
      ['Our Vision', '/vision'],
      ['Our Mission', '/mission'],
      ['Services', '/services'],
      ['Career', '/career'],
      ['Apply for Internship', '/apply?type=internship'],
      ['Apply for Job', '/apply?type=job'],
      ['Our Promises', '/promise'],
    ]);
  });
});
