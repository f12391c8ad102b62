import { applicationForm } from '@ngs/content';
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { applicationFieldsSchema } from './application';
import { isKnownCountry } from './countries';
import { z } from './zod';

/**
 * The application as the server checks it: every shared rule, and that the number suits the
 * chosen country's numbering plan (D16), which needs libphonenumber's data (tens of kilobytes
 * the browser is spared: a number refused here comes back on its field).
 */
export const applicationServerSchema = applicationFieldsSchema.check(
  z.superRefine((value, context) => {
    if (
      isKnownCountry(value.countryCode) &&
      value.phoneNumber.length <= applicationForm.maxLengths.phoneNumber &&
      /^\d+$/.test(value.phoneNumber) &&
      !isValidPhoneNumber(value.phoneNumber, value.countryCode)
    ) {
      context.addIssue({
        code: 'custom',
        path: ['phoneNumber'],
        message: applicationForm.messages.phoneInvalid,
        input: value.phoneNumber,
      });
    }
  }),
);
