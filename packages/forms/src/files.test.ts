import { describe, expect, it } from 'vitest';
import { validApplication } from './testing/application';
import { applicationSchema, fieldErrors, fileMessages, maxFileBytes } from './index';

describe('application files (D13)', () => {
  const resume = { name: 'cv.pdf', size: 2048 };
  const fileErrors = (files: Record<string, unknown>) => {
    const result = applicationSchema.safeParse({ ...validApplication, ...files });
    return result.success ? {} : fieldErrors(result.error);
  };

  it('should take an application with a resume and no cover letter', () => {
    expect(fileErrors({ resume, coverLetter: null })).toEqual({});
  });

  it('should ask for the resume when none was chosen', () => {
    expect(fileErrors({ resume: null })).toEqual({ resume: fileMessages.required });
    expect(fileErrors({})).toEqual({ resume: fileMessages.required });
  });

  it('should refuse an empty file and one over the size limit, in either field', () => {
    expect(fileErrors({ resume: { name: 'cv.pdf', size: 0 } })).toEqual({
      resume: fileMessages.empty,
    });
    expect(
      fileErrors({ resume, coverLetter: { name: 'letter.pdf', size: maxFileBytes + 1 } }),
    ).toEqual({ coverLetter: fileMessages.size });
    expect(fileErrors({ resume: { name: 'cv.pdf', size: maxFileBytes } })).toEqual({});
  });
});
