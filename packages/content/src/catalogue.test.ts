import { describe, expect, it } from 'vitest';
import {
  findPerson,
  getService,
  leaders,
  personPath,
  personProfiles,
  processTitle,
  qualityProcessSteps,
  serviceProcessSteps,
  services,
  technologies,
  testimonialCarousel,
  testimonials,
} from './index';
import { specServiceTitles } from './testing/contentOracle';

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
