import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';

export interface DialCodeOption {
  /** ISO 3166 code, the option's value: dial codes alone are shared (+1, +44, +7…). */
  country: CountryCode;
  dialCode: `+${string}`;
  name: string;
}

/** D16: India first and preselected. */
export const defaultCountry: CountryCode = 'IN';

/**
 * Every country libphonenumber knows, named by the browser's or Node's Intl data, India first,
 * then alphabetical. No hand-written list.
 */
export function dialCodeOptions(locale = 'en'): DialCodeOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const options = getCountries().map((country) => ({
    country,
    dialCode: `+${getCountryCallingCode(country)}` as const,
    name: names.of(country) ?? country,
  }));
  options.sort((a, b) =>
    a.country === defaultCountry
      ? -1
      : b.country === defaultCountry
        ? 1
        : a.name.localeCompare(b.name, locale),
  );
  return options;
}

export function isKnownCountry(value: string): value is CountryCode {
  return (getCountries() as string[]).includes(value);
}
