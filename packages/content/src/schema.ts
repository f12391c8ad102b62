// Runtime schemas mirroring every content record. Only the tests use them: the content is
// static, so checking it once at test time is enough and keeps zod out of the site bundle.
import { z } from 'zod';
import { serviceIds } from './serviceNames';

/** Text that says something: not empty, not only spaces. */
export const text = z.string().trim().min(1);

export const internalHrefSchema = z.string().startsWith('/');

export const imageSchema = z.strictObject({
  src: z.string().regex(/^\/media\/[a-z0-9/-]+\.(svg|png|webp)$/),
  alt: text,
  width: z.int().positive(),
  height: z.int().positive(),
});

export const linkSchema = z.strictObject({ label: text, href: internalHrefSchema });

export const navLinkSchema = linkSchema.extend({ activeUnder: internalHrefSchema.optional() });

export const externalLinkSchema = z.strictObject({
  label: text,
  href: z.string().regex(/^(https:\/\/|mailto:|tel:)\S+$/),
});

export const socialLinkSchema = externalLinkSchema.extend({
  network: z.enum(['instagram', 'x', 'whatsapp', 'linkedin']),
  href: z.string().startsWith('https://'),
});

export const titledTextSchema = z.strictObject({ title: text, text });

export const linkedTextSchema = titledTextSchema.extend({ link: linkSchema });

export const contentSectionSchema = z.strictObject({
  title: text,
  paragraphs: z.array(text).min(1),
  img: imageSchema.optional(),
  link: linkSchema.optional(),
});

export const heroSchema = z.strictObject({
  title: text,
  text: text.optional(),
  leadLength: z.int().min(0).max(90).optional(),
  img: imageSchema,
});

const sentenceCount = (value: string) => value.split(/[.!?](?:\s|$)/).filter(Boolean).length;
const wordCount = (value: string) => value.trim().split(/\s+/).length;

export const serviceCardSchema = z.strictObject({
  title: text,
  text,
  img: imageSchema.optional(),
  style: z.enum(['plain', 'highlight']).optional(),
});

export const serviceSchema = z.strictObject({
  id: z.enum(serviceIds),
  title: text,
  text: text.refine((value) => sentenceCount(value) <= 2, 'one or two sentences'),
  img: imageSchema,
  pictogram: imageSchema,
  mainTitle: text.refine((value) => {
    const words = wordCount(value);
    return words >= 3 && words <= 7;
  }, 'three to seven words'),
  mainText: z.string().min(120).max(220),
  mainLeadLength: z.int().min(0).max(90),
  subtitle: text,
  subtext: text,
  cards: z.array(serviceCardSchema).min(4).max(6),
});

export const testimonialSchema = z.strictObject({
  id: z.int().min(1).max(10),
  name: text,
  text: z.string().min(250).max(600),
  image: imageSchema,
});

export const techTileSchema = z.strictObject({ text, img: imageSchema });

export const processStepSchema = z.strictObject({ title: text, text, img: imageSchema });

export const leaderSchema = z.strictObject({
  name: text,
  role: z.enum(['Director', 'Founder and Managing Director']),
  img: imageSchema,
  featured: z.boolean(),
});

export const personProfileSchema = z.strictObject({
  name: text,
  subtitle: z.literal('A Web Developer'),
  img: imageSchema,
  para: z.array(text).min(3).max(4),
});

export const searchDestinationSchema = z.strictObject({ title: text, link: internalHrefSchema });

export const officeSchema = z.strictObject({
  city: text,
  region: text,
  label: text,
  addressLines: z.array(text).min(2),
  streetAddress: text,
  pin: z.string().regex(/^\d{6}$/),
  mapsUrl: z.string().startsWith('https://www.google.com/maps/search/?api=1&query='),
});

export const textSectionSchema = z.strictObject({ title: text, paragraphs: z.array(text).min(1) });

export const legalPageSchema = z.strictObject({
  title: text,
  updated: text,
  intro: z.array(text).min(1),
  sections: z.array(textSectionSchema),
  contact: textSectionSchema,
  contactEmail: z.email(),
});

export const homePageSchema = z.strictObject({
  hero: z.strictObject({
    title: text,
    text,
    video: z.strictObject({
      webm: z.string().regex(/^\/media\/.+\.webm$/),
      mp4: z.string().regex(/^\/media\/.+\.mp4$/),
      poster: imageSchema,
    }),
    cta: linkSchema,
  }),
  about: contentSectionSchema.extend({ anchor: z.literal('about') }),
  whoAreWe: z.strictObject({
    anchor: z.literal('whoarewe'),
    title: text,
    text,
    values: z
      .array(
        titledTextSchema.extend({ key: z.enum(['innovators', 'entrepreneurial', 'partnership']) }),
      )
      .length(3),
    link: linkSchema,
  }),
  whatWeOffer: z.strictObject({
    anchor: z.literal('whatweoffer'),
    title: text,
    text,
    rows: z.array(linkedTextSchema).length(3),
  }),
  companyLinks: z.strictObject({ title: text, links: z.array(linkSchema).min(1) }),
});

/** What every page under a hero image starts with: the hero. */
export const heroPageSchema = z.strictObject({ hero: heroSchema });

const titledList = z.strictObject({ title: text, items: z.array(text).min(3) });

export const servicesScreenSchema = heroPageSchema.extend({
  intro: titledTextSchema,
  offers: titledTextSchema,
  comparison: z.strictObject({ title: text, regular: titledList, ours: titledList }),
  technologies: titledTextSchema,
  quality: linkedTextSchema,
  howWeWork: z.strictObject({ title: text, text, steps: z.array(titledTextSchema).min(3) }),
});

export const companyPageSchema = heroPageSchema.extend({
  sections: z.array(contentSectionSchema).min(1),
});

export const valuesPageSchema = heroPageSchema.extend({
  listTitle: text,
  intro: text,
  values: z.array(titledTextSchema).length(8),
  sections: z.array(contentSectionSchema.extend({ img: imageSchema })).length(3),
});

export const promisePageSchema = heroPageSchema.extend({
  intro: text,
  lists: z
    .array(
      z.strictObject({
        audience: z.enum(['customers', 'employees', 'partners']),
        title: text,
        items: z.array(text).min(4).max(6),
      }),
    )
    .length(3),
});

export const qualityPageSchema = heroPageSchema.extend({
  intro: text,
  howWeHelp: z.strictObject({
    title: z.literal('How we help'),
    intro: linkSchema,
    paragraphs: z.array(text).min(1),
  }),
});

export const whoAreWePageSchema = heroPageSchema.extend({
  about: contentSectionSchema,
  visionMission: z.strictObject({ title: text, items: z.array(linkedTextSchema).length(2) }),
  promise: linkedTextSchema,
  valuesAndGoals: z.strictObject({
    title: text,
    values: linkedTextSchema,
    goals: linkedTextSchema,
  }),
  leaders: titledTextSchema,
  diversity: contentSectionSchema,
  experts: z.strictObject({
    title: z.literal('We Are Experts'),
    text,
    figures: z.array(z.strictObject({ img: imageSchema, caption: text })).length(4),
  }),
});

export const careersPageSchema = heroPageSchema.extend({
  culture: contentSectionSchema,
  fakeOfferWarning: contentSectionSchema,
  apply: z.strictObject({ title: text, text, links: z.array(linkSchema).length(2) }),
  openRoles: z.strictObject({ title: text, text, seeAll: text }),
  equalOpportunity: contentSectionSchema.extend({ anchor: z.literal('job') }),
  promises: z.strictObject({ title: text, items: z.array(titledTextSchema).min(3) }),
  life: z.strictObject({ title: text, text, images: z.array(imageSchema).length(3) }),
});
