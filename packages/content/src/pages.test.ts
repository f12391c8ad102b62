import { describe, expect, it } from 'vitest';
import {
  applicationFieldNames,
  applicationForm,
  brand,
  careers,
  contactPage,
  home,
  mission,
  pageMeta,
  passwordRules,
  privacy,
  promise,
  qualityManagement,
  servicesScreen,
  story,
  terms,
  values,
  vision,
  whoAreWe,
} from './index';

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
  });

  it('should caption each picture of the We Are Experts collage', () => {
    expect(whoAreWe.experts.figures.map((figure) => figure.img.src)).toEqual([
      '/media/company/experts-1.svg',
      '/media/company/experts-2.svg',
      '/media/company/experts-3.svg',
      '/media/company/experts-4.svg',
    ]);
    const captions = whoAreWe.experts.figures.map((figure) => figure.caption);
    expect(new Set(captions).size).toBe(captions.length);
    for (const caption of captions) expect(caption.length).toBeGreaterThan(20);
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

  it('should give every indexed page a search description of 120 to 160 characters', () => {
    // The three screens that only follow a search or a sent form are never indexed.
    const unlisted = ['search', 'contactSent', 'applicationSent'];
    const indexed = Object.entries(pageMeta).filter(([page]) => !unlisted.includes(page));
    expect(indexed).toHaveLength(15);
    for (const [, { description }] of indexed) {
      expect(description.length, description).toBeGreaterThanOrEqual(120);
      expect(description.length, description).toBeLessThanOrEqual(160);
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
