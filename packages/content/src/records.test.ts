import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as content from './index';
import {
  applicationForm,
  careers,
  contactPage,
  footer,
  headerLinks,
  home,
  isBrandMark,
  leaders,
  mission,
  offices,
  passwordRules,
  personProfiles,
  privacy,
  promise,
  qualityManagement,
  qualityProcessSteps,
  searchDestinations,
  serviceIds,
  serviceProcessSteps,
  services,
  servicesMenu,
  servicesScreen,
  shortcutLinks,
  sidebarLinks,
  socialLinks,
  story,
  technologies,
  terms,
  testimonials,
  values,
  vision,
  whoAreWe,
} from './index';
import {
  careersPageSchema,
  companyPageSchema,
  homePageSchema,
  leaderSchema,
  legalPageSchema,
  navLinkSchema,
  linkSchema,
  officeSchema,
  personProfileSchema,
  processStepSchema,
  promisePageSchema,
  qualityPageSchema,
  searchDestinationSchema,
  serviceSchema,
  servicesScreenSchema,
  socialLinkSchema,
  techTileSchema,
  testimonialSchema,
  titledTextSchema,
  valuesPageSchema,
  whoAreWePageSchema,
} from './schema';
import { applicationFormSchema, contactPageSchema, passwordRuleSchema } from './formSchemas';
import {
  walk,
  allStrings,
  imageRecords,
  expectValid,
  specServiceIds,
  mediaSizes,
} from './testing/contentOracle';

/* ---------------------------------------------------------------------------------------- */
/* Records match their schema                                                               */
/* ---------------------------------------------------------------------------------------- */

/** Each set of records beside the schema that checks it: one test a set, so a failure names it. */
const recordSets: [name: string, schema: z.ZodType, records: readonly unknown[]][] = [
  ['service', serviceSchema, services],
  ['testimonial', testimonialSchema, testimonials],
  ['techTile', techTileSchema, technologies],
  ['serviceProcessStep', titledTextSchema, serviceProcessSteps],
  ['qualityProcessStep', processStepSchema, qualityProcessSteps],
  ['leader', leaderSchema, leaders],
  ['personProfile', personProfileSchema, personProfiles],
  ['office', officeSchema, offices],
  ['searchDestination', searchDestinationSchema, searchDestinations],
  ['legalPage', legalPageSchema, [terms, privacy]],
  ['homePage', homePageSchema, [home]],
  ['servicesScreen', servicesScreenSchema, [servicesScreen]],
  ['companyPage', companyPageSchema, [story, vision, mission]],
  ['valuesPage', valuesPageSchema, [values]],
  ['promisePage', promisePageSchema, [promise]],
  ['qualityPage', qualityPageSchema, [qualityManagement]],
  ['whoAreWePage', whoAreWePageSchema, [whoAreWe]],
  ['careersPage', careersPageSchema, [careers]],
  ['applicationForm', applicationFormSchema, [applicationForm]],
  ['contactPage', contactPageSchema, [contactPage]],
  ['navLink', navLinkSchema, [...headerLinks, ...sidebarLinks]],
  ['link', linkSchema, [...servicesMenu, ...shortcutLinks, ...footer.legalLinks]],
  ['socialLink', socialLinkSchema, socialLinks],
  ['passwordRule', passwordRuleSchema, passwordRules],
];

describe('content records', () => {
  it.each(recordSets)('should pass the %s schema', (_name, schema, records) => {
    expectValid(schema, records);
  });

  it('should reference only images of the artwork contract, at their intrinsic size', () => {
    const images = imageRecords(content);
    for (const image of images) {
      expect(mediaSizes.has(image.src), image.src).toBe(true);
      expect([image.width, image.height], image.src).toEqual(mediaSizes.get(image.src));
    }
  });

  it('should use every image the artwork generator renders', () => {
    const used = new Set(imageRecords(content).map((image) => image.src));
    expect([...mediaSizes.keys()].filter((src) => !used.has(src))).toEqual([]);
  });

  it('should name each picture in one record only, brand marks aside (D46)', () => {
    const records = new Set<{ src: string }>();
    walk(content, (_key, value) => {
      if (value !== null && typeof value === 'object' && 'src' in value && 'alt' in value) {
        records.add(value as { src: string });
      }
    });
    const named = new Map<string, number>();
    for (const { src } of records) {
      if (!isBrandMark(src)) named.set(src, (named.get(src) ?? 0) + 1);
    }
    expect(named.size).toBeGreaterThan(60);
    expect([...named].filter(([, count]) => count > 1)).toEqual([]);
  });

  it('should give every image a meaningful alt text', () => {
    walk(content, (_key, value) => {
      if (value !== null && typeof value === 'object' && 'src' in value && 'alt' in value) {
        expect(String(value.alt).trim().length).toBeGreaterThan(3);
      }
    });
  });

  it('should contain no lorem ipsum anywhere', () => {
    expect(allStrings(content).filter((text) => /lorem/i.test(text))).toEqual([]);
  });

  it('should contain no leftover placeholder markers', () => {
    expect(
      allStrings(content).filter((text) => /\{brand\}|\{host\}|TODO|TBD|xxx/i.test(text)),
    ).toEqual([]);
  });
});

/* ---------------------------------------------------------------------------------------- */
/* Counts of spec section 9                                                                  */
/* ---------------------------------------------------------------------------------------- */

describe('spec counts', () => {
  it('should have exactly 14 services in the spec order', () => {
    expect(services).toHaveLength(14);
    expect(services.map((service) => service.id)).toEqual(specServiceIds);
    expect([...serviceIds]).toEqual(specServiceIds);
  });

  it('should have 24 technology tiles, 10 testimonials and 5 steps in each process timeline', () => {
    expect(technologies).toHaveLength(24);
    expect(testimonials).toHaveLength(10);
    expect(serviceProcessSteps).toHaveLength(5);
    expect(qualityProcessSteps).toHaveLength(5);
  });

  it('should have 12 terms sections and 9 privacy sections', () => {
    expect(terms.sections).toHaveLength(12);
    expect(privacy.sections).toHaveLength(9);
    terms.sections.forEach((section, index) => {
      expect(section.title.startsWith(`${index + 1}. `)).toBe(true);
    });
  });

  it('should have 8 values, 3 promise lists, 4 shortcut items, 2 leaders and 4 social links', () => {
    expect(values.values).toHaveLength(8);
    expect(promise.lists).toHaveLength(3);
    expect(shortcutLinks).toHaveLength(4);
    expect(leaders).toHaveLength(2);
    expect(socialLinks).toHaveLength(4);
  });

  it('should have two offices, Hyderabad in Kothaguda 500084 and Kakinada 533005', () => {
    expect(offices.map((office) => [office.city, office.pin])).toEqual([
      ['Hyderabad', '500084'],
      ['Kakinada', '533005'],
    ]);
    expect(offices[0]?.addressLines.join(' ')).toContain('Kothaguda');
    for (const office of offices) {
      const query = new URL(office.mapsUrl).searchParams.get('query');
      expect(query).toBe(office.addressLines.join(', '));
      expect(query).toContain(office.pin);
    }
  });
});
