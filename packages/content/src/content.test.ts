import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type * as BrandModule from './brand';
import * as content from './index';
import {
  applicationFieldNames,
  applicationForm,
  brand,
  careers,
  contactPage,
  copyrightLine,
  employeeIdField,
  findPerson,
  footer,
  getService,
  headerLinks,
  home,
  leaders,
  mission,
  offices,
  passwordRules,
  personPath,
  personProfiles,
  privacy,
  processTitle,
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
  strategyLabel,
  technologies,
  terms,
  testimonialCarousel,
  testimonials,
  values,
  vision,
  whoAreWe,
  whyLabel,
  whyPath,
} from './index';
import {
  applicationFormSchema,
  careersPageSchema,
  companyPageSchema,
  contactPageSchema,
  homePageSchema,
  leaderSchema,
  legalPageSchema,
  navLinkSchema,
  linkSchema,
  officeSchema,
  passwordRuleSchema,
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
  valuesPageSchema,
  whoAreWePageSchema,
} from './schema';

/* ---------------------------------------------------------------------------------------- */
/* Helpers                                                                                  */
/* ---------------------------------------------------------------------------------------- */

type Visit = (key: string, value: unknown, parent: object) => void;

/** Visits every property of every object and array reachable from `root` (functions skipped). */
function walk(root: unknown, visit: Visit, seen = new Set<unknown>()): void {
  if (root === null || typeof root !== 'object' || seen.has(root)) return;
  seen.add(root);
  for (const [key, value] of Object.entries(root)) {
    visit(key, value, root);
    walk(value, visit, seen);
  }
}

function allStrings(root: unknown): string[] {
  const found: string[] = [];
  walk(root, (key, value) => {
    if (typeof value === 'string') found.push(value);
    // Object keys are content too (e.g. the `{brand}ID` field name).
    found.push(key);
  });
  return found;
}

function imageRecords(root: unknown): { src: string; width: unknown; height: unknown }[] {
  const found: { src: string; width: unknown; height: unknown }[] = [];
  walk(root, (_key, value) => {
    if (value !== null && typeof value === 'object' && 'src' in value) {
      const record = value as { src: unknown; width?: unknown; height?: unknown };
      if (typeof record.src === 'string') {
        found.push({ src: record.src, width: record.width, height: record.height });
      }
    }
  });
  return found;
}

function expectValid(schema: z.ZodType, records: readonly unknown[]): void {
  for (const record of records) {
    const result = schema.safeParse(record);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  }
}

const specServiceIds = [
  'ai',
  'software-dev',
  'web-dev',
  'mobile-dev',
  'ui',
  'dbms',
  'cyber',
  'cloud',
  'devops',
  'workshop',
  'internship',
  'training',
  'ecom',
  'digi-market',
];

/** The artwork contract of /work/briefs/media.md, written out independently of media.ts. */
const mediaSizes = new Map<string, [number, number]>();
const addMedia = (paths: string[], size: [number, number]) => {
  for (const path of paths) mediaSizes.set(path, size);
};
addMedia(
  specServiceIds.map((id) => `/media/services/${id}.svg`),
  [960, 720],
);
addMedia(
  Array.from({ length: 10 }, (_, index) => `/media/people/testimonial-${index + 1}.svg`),
  [320, 320],
);
addMedia(
  ['leader-1', 'leader-2', 'profile-1', 'profile-2'].map((name) => `/media/people/${name}.svg`),
  [480, 560],
);
addMedia(
  'html css javascript node angular mongo jquery bootstrap tailwind java python firebase csharp adobe-xd figma android flutter react-native ios azure aws web-api sql postgresql'
    .split(' ')
    .map((slug) => `/media/tech/${slug}.svg`),
  [96, 96],
);
addMedia(
  ['ideation', 'design', 'development', 'testing', 'deployment'].map(
    (slug) => `/media/process/${slug}.svg`,
  ),
  [640, 480],
);
addMedia(
  'about who-we-are story vision mission promise quality careers contact services values-1 values-2 values-3 experts-1 experts-2 experts-3 experts-4 life-1 life-2 life-3'
    .split(' ')
    .map((name) => `/media/company/${name}.svg`),
  [960, 720],
);
addMedia(['/media/hero/poster.webp'], [1280, 720]);

const specServiceTitles = [
  'Artificial Intelligence(AI)',
  'Software Development',
  'Web Development',
  'App Development',
  'UI / UX Design',
  'Database Management',
  'Cyber Security',
  'Cloud Computing',
  'Dev Ops',
  'Workshops',
  'Internships',
  'Training & Placements',
  'E-commerce service',
  'Digital Marketing',
];

/* ---------------------------------------------------------------------------------------- */
/* Records match their schema                                                               */
/* ---------------------------------------------------------------------------------------- */

describe('content records', () => {
  it('should pass their zod schemas', () => {
    expectValid(serviceSchema, services);
    expectValid(testimonialSchema, testimonials);
    expectValid(techTileSchema, technologies);
    expectValid(processStepSchema, [...serviceProcessSteps, ...qualityProcessSteps]);
    expectValid(leaderSchema, leaders);
    expectValid(personProfileSchema, personProfiles);
    expectValid(officeSchema, offices);
    expectValid(searchDestinationSchema, searchDestinations);
    expectValid(legalPageSchema, [terms, privacy]);
    expectValid(homePageSchema, [home]);
    expectValid(servicesScreenSchema, [servicesScreen]);
    expectValid(companyPageSchema, [story, vision, mission]);
    expectValid(valuesPageSchema, [values]);
    expectValid(promisePageSchema, [promise]);
    expectValid(qualityPageSchema, [qualityManagement]);
    expectValid(whoAreWePageSchema, [whoAreWe]);
    expectValid(careersPageSchema, [careers]);
    expectValid(applicationFormSchema, [applicationForm]);
    expectValid(contactPageSchema, [contactPage]);
    expectValid(navLinkSchema, [...headerLinks, ...sidebarLinks]);
    expectValid(linkSchema, [...servicesMenu, ...shortcutLinks, ...footer.legalLinks]);
    expectValid(socialLinkSchema, socialLinks);
    expectValid(passwordRuleSchema, passwordRules);
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

/* ---------------------------------------------------------------------------------------- */
/* Services, tiles, testimonials, process, people                                            */
/* ---------------------------------------------------------------------------------------- */

describe('services', () => {
  it('should carry the exact spec titles', () => {
    expect(services.map((service) => service.title)).toEqual(specServiceTitles);
  });

  it('should give web development its own description, unlike the spec', () => {
    expect(getService('web-dev')?.text).not.toBe(getService('software-dev')?.text);
    expect(new Set(services.map((service) => service.text)).size).toBe(14);
    expect(new Set(services.map((service) => service.mainText)).size).toBe(14);
  });

  it('should find a service by id case-insensitively and nothing for an unknown id', () => {
    expect(getService('WEB-DEV')?.title).toBe('Web Development');
    expect(getService('blockchain')).toBeUndefined();
  });
});

describe('technology tiles', () => {
  it('should list the 24 spec tiles in order with Firebase as the host tile', () => {
    expect(technologies.map((tile) => tile.text)).toEqual([
      'HTML',
      'CSS',
      'JavaScript',
      'Node',
      'Angular',
      'Mongo',
      'jQuery',
      'Bootstrap',
      'Tailwind',
      'Java',
      'Python',
      'Firebase',
      'C#',
      'Adobe XD',
      'Figma',
      'Android',
      'Flutter',
      'React Native',
      'iOS',
      'Azure',
      'AWS',
      'Web API',
      'SQL',
      'PostgreSQL',
    ]);
    expect(technologies[0]?.img.alt).toBe('HTML logo');
  });
});

describe('testimonials', () => {
  it('should be longer than the 150-character preview so Read More has more to show', () => {
    for (const testimonial of testimonials) {
      expect(testimonial.text.length).toBeGreaterThan(testimonialCarousel.previewLength);
    }
  });

  it('should number the testimonials 1 to 10 with distinct people', () => {
    expect(testimonials.map((testimonial) => testimonial.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(new Set(testimonials.map((testimonial) => testimonial.name)).size).toBe(10);
    for (const testimonial of testimonials) {
      expect(testimonial.image.alt).toBe(`Portrait of ${testimonial.name}`);
    }
  });
});

describe('process timelines', () => {
  it('should title the timeline with the brand and use the spec step titles', () => {
    expect(processTitle).toBe('NGS PROCESS');
    expect(serviceProcessSteps.map((step) => step.title)).toEqual([
      'Ideation and Conceptualization',
      'Design',
      'Development and Coding',
      'Testing and QA',
      'Deployment and Launch',
    ]);
    expect(qualityProcessSteps.map((step) => step.title)).toEqual([
      'Ideation & Conceptualization',
      'Design',
      'Development & Coding',
      'Testing & QA',
      'Deployment & Launch',
    ]);
  });
});

describe('people', () => {
  it('should feature the Director first, then the Founder and Managing Director', () => {
    expect(leaders.map((leader) => [leader.role, leader.featured])).toEqual([
      ['Director', true],
      ['Founder and Managing Director', false],
    ]);
  });

  it('should find a profile by name case-insensitively, also from an encoded route parameter', () => {
    const [first] = personProfiles;
    expect(first).toBeDefined();
    if (!first) return;
    expect(findPerson(first.name.toUpperCase())).toBe(first);
    expect(findPerson(encodeURIComponent(first.name.toLowerCase()))).toBe(first);
    expect(findPerson('Nobody Here')).toBeUndefined();
    expect(findPerson('%')).toBeUndefined();
  });

  it('should give each profile a lowercase path that finds it again', () => {
    expect(personProfiles).toHaveLength(2);
    for (const profile of personProfiles) {
      const path = personPath(profile);
      expect(path).toBe(path.toLowerCase());
      expect(findPerson(path.replace('/person/', ''))).toBe(profile);
    }
  });
});

/* ---------------------------------------------------------------------------------------- */
/* Brand                                                                                    */
/* ---------------------------------------------------------------------------------------- */

describe('brand (D1, D4)', () => {
  it('should derive every brand-dependent label, path and field from name and slug', () => {
    expect(brand.name).toBe('NGS');
    expect(whyPath).toBe('/whyngs');
    expect(whyLabel).toBe('Why NGS');
    expect(strategyLabel).toBe('NGS Strategy');
    expect(employeeIdField).toBe('ngsID');
  });

  it('should print the copyright as a range from 2024 to the build year', () => {
    expect(copyrightLine(2026)).toBe('© 2024–2026 NGS');
    expect(copyrightLine(2024)).toBe('© 2024 NGS');
  });

  describe('given the brand is renamed in brand.ts', () => {
    afterEach(() => {
      vi.doUnmock('./brand');
      vi.resetModules();
    });

    it('should rebrand every text, path and field name of the package', async () => {
      vi.resetModules();
      vi.doMock('./brand', async (importOriginal) => {
        const actual = await importOriginal<typeof BrandModule>();
        return { ...actual, ...actual.brandKit('Acme', 'acme') };
      });
      const rebranded = await import('./index');

      expect(allStrings(rebranded).filter((text) => /\bngs(?:id)?\b/i.test(text))).toEqual([]);
      expect(rebranded.whyPath).toBe('/whyacme');
      expect(rebranded.headerLinks.map((link) => link.label)).toContain('Why Acme');
      expect(rebranded.applicationFieldNames).toContain('acmeID');
      expect(Object.keys(rebranded.applicationForm.fields)).toContain('acmeID');
      expect(rebranded.processTitle).toBe('Acme PROCESS');
      expect(rebranded.whoAreWe.valuesAndGoals.goals.link.label).toBe('Acme Strategy');
      expect(rebranded.copyrightLine(2026)).toBe('© 2024–2026 Acme');
      expect(rebranded.socialLinks.every((link) => link.href.endsWith('/acme'))).toBe(true);
    });
  });
});

/* ---------------------------------------------------------------------------------------- */
/* Routes and links                                                                         */
/* ---------------------------------------------------------------------------------------- */

describe('navigation', () => {
  it('should list the header links in the spec order with the derived Why link', () => {
    expect(headerLinks.map((link) => [link.label, link.href])).toEqual([
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
    expect(servicesMenu.map((link) => [link.label, link.href])).toEqual(expected);
    expect(footer.serviceLinks.map((link) => [link.label, link.href])).toEqual(expected);
  });

  it('should rotate exactly the four spec shortcuts', () => {
    expect(shortcutLinks.map((link) => [link.label, link.href])).toEqual([
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

/* ---------------------------------------------------------------------------------------- */
/* Pages                                                                                    */
/* ---------------------------------------------------------------------------------------- */

describe('company pages', () => {
  it('should carry the spec hero titles', () => {
    expect(story.hero.title).toBe('OUR STORY');
    expect(vision.hero.title).toBe('OUR VISION');
    expect(mission.hero.title).toBe('OUR MISSION');
    expect(values.hero.title).toBe('OUR VALUES');
    expect(promise.hero.title).toBe('OUR Promises');
    expect(qualityManagement.hero.title).toBe('OUR Quality Management');
  });

  it('should list the eight values in the spec order', () => {
    expect(values.values.map((value) => value.title)).toEqual([
      'User-Centricity',
      'Innovation',
      'Excellence',
      'Collaboration',
      'Integrity',
      'Growth Mindset',
      'Social Responsibility',
      'Sustainability',
    ]);
    expect(values.sections.map((section) => section.img.src)).toEqual([
      '/media/company/values-1.svg',
      '/media/company/values-2.svg',
      '/media/company/values-3.svg',
    ]);
  });

  it('should make promises to customers, employees and partners', () => {
    expect(promise.lists.map((list) => list.audience)).toEqual([
      'customers',
      'employees',
      'partners',
    ]);
  });

  it('should link the quality intro home and the services quality section to /qualitymanagement', () => {
    expect(qualityManagement.howWeHelp.title).toBe('How we help');
    expect(qualityManagement.howWeHelp.intro.href).toBe('/');
    expect(servicesScreen.quality.link.href).toBe('/qualitymanagement');
  });

  it('should link the Goals block to /vision under the brand strategy label', () => {
    expect(whoAreWe.valuesAndGoals.goals.link).toEqual({ label: 'NGS Strategy', href: '/vision' });
    expect(whoAreWe.experts.images.map((image) => image.src)).toEqual([
      '/media/company/experts-1.svg',
      '/media/company/experts-2.svg',
      '/media/company/experts-3.svg',
      '/media/company/experts-4.svg',
    ]);
  });

  it('should give the home page three value cards, three offer rows and its anchors', () => {
    expect(home.whoAreWe.values.map((value) => value.key)).toEqual([
      'innovators',
      'entrepreneurial',
      'partnership',
    ]);
    expect(home.whatWeOffer.rows).toHaveLength(3);
    expect([home.about.anchor, home.whoAreWe.anchor, home.whatWeOffer.anchor]).toEqual([
      'about',
      'whoarewe',
      'whatweoffer',
    ]);
    expect(home.hero.cta.href).toBe('/whatweprovide');
    expect(home.companyLinks.links.map((link) => link.href)).toEqual([
      '/whoarewe',
      '/story',
      '/vision',
      '/mission',
    ]);
  });

  it('should give every page a search description of 120 to 160 characters', () => {
    const pages = [
      home,
      servicesScreen,
      story,
      vision,
      mission,
      values,
      promise,
      qualityManagement,
      whoAreWe,
      careers,
      applicationForm,
      contactPage,
      terms,
      privacy,
    ];
    for (const page of pages) {
      expect(page.description.length, page.description).toBeGreaterThanOrEqual(120);
      expect(page.description.length, page.description).toBeLessThanOrEqual(160);
    }
  });
});

describe('legal pages', () => {
  it('should end both legal pages with the contact e-mail address', () => {
    for (const page of [terms, privacy]) {
      expect(page.contactEmail).toBe(brand.email);
      expect(page.contact.paragraphs.at(-1)).toContain(brand.email);
    }
  });

  it('should state that children under 13 are not knowingly served', () => {
    const childrenSection = privacy.sections.find((section) =>
      section.paragraphs.some((paragraph) => /not knowingly .*under 13/i.test(paragraph)),
    );
    expect(childrenSection).toBeDefined();
  });
});

describe('careers and the application form', () => {
  it('should offer one apply link for a job and one for an internship (D14)', () => {
    expect(careers.apply.links.map((link) => link.href)).toEqual([
      '/apply?type=job',
      '/apply?type=internship',
    ]);
    expect(careers.equalOpportunity.anchor).toBe('job');
    expect(careers.life.images).toHaveLength(3);
  });

  it('should title the form Application Form and keep the payload field order of the spec', () => {
    expect(applicationForm.title).toBe('Application Form');
    expect([...applicationFieldNames]).toEqual([
      'resume',
      'coverLetter',
      'email',
      'password',
      'legalFirstName',
      'legalMiddleName',
      'legalLastName',
      'countryCode',
      'phoneNumber',
      'relocate',
      'agreement',
      'disability',
      'checkBoxagreement',
      'employmentStatus',
      'ngsID',
      'notificationJob',
      'agreeToPrivacyPolicy',
    ]);
    expect(Object.keys(applicationForm.fields)).toEqual([...applicationFieldNames]);
  });

  it('should mark only the middle name, the cover letter and the two notices optional', () => {
    const optional = Object.entries(applicationForm.fields)
      .filter(([, field]) => 'optional' in field && field.optional)
      .map(([name]) => name);
    expect(optional).toEqual([
      'coverLetter',
      'legalMiddleName',
      'notificationJob',
      'agreeToPrivacyPolicy',
    ]);
  });

  it('should ask for NA when there is no previous employee ID', () => {
    expect(applicationForm.fields.ngsID.hint).toContain('NA');
  });

  it('should say that MSG, PPT and XLS files are not accepted', () => {
    expect(applicationForm.file.note).toContain('MSG, PPT and XLS files are not accepted.');
  });

  it('should use the exact validation and toast messages of the spec, D12 and D13', () => {
    expect(applicationForm.messages).toMatchObject({
      emailRequired: 'Email is required',
      emailInvalid: 'Invalid email address',
      passwordRequired: 'Password is required',
      passwordCriteria: 'Password does not meet the required criteria',
      firstNameRequired: 'First Name is required',
      lastNameRequired: 'Last Name is required',
      codeRequired: 'Code is required',
      phoneRequired: 'Phone Number is required',
      selectionRequired: 'Selection is required',
      resumeRequired: 'Resume is required',
      fileType: 'Only DOCX, PDF, image or plain-text files are accepted',
      fileSize: 'Files must be 5 MB or smaller',
    });
    expect(applicationForm.toasts).toEqual({
      success: 'Application Submitted Successfully',
      failure: 'Something Went Wrong, please try again later !',
    });
  });

  it('should list the five password rules with the spec limits and special characters', () => {
    expect(passwordRules.map((rule) => rule.id)).toEqual([
      'minLength',
      'maxLength',
      'mixedCase',
      'digitOrSpecial',
      'noWhitespace',
    ]);
    expect(passwordRules[0]?.label).toContain('8');
    expect(passwordRules[1]?.label).toContain('18');
    expect(passwordRules[3]?.label).toContain('!@#$%^&*(),.?":{}|<>');
  });
});

describe('contact page', () => {
  it('should label the five fields as the spec does', () => {
    const { fields } = contactPage.form;
    expect(
      [fields.name, fields.email, fields.phone, fields.subject, fields.message].map(
        (field) => field.label,
      ),
    ).toEqual(['Name', 'Email', 'Mobile Number', 'Subject', 'Message']);
  });

  it('should use the exact D12 messages and the spec toasts', () => {
    expect(contactPage.messages).toEqual({
      nameRequired: 'Name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Invalid email address',
      messageRequired: 'Message is required',
      phoneDigits: 'Mobile Number must contain digits only',
    });
    expect(contactPage.toasts).toEqual({
      success: 'Your message reached our Inbox!',
      failure: 'Something Went Wrong! Please Try Later',
    });
  });
});
