/** The year the site's copyright starts: the one the spec records (D4). */
const copyrightSince = 2024;

/**
 * D1: the brand is spelled once, in the call at the bottom of this file. Every label, path
 * and field name the spec writes as `{brand}` derives from `name` and `slug` here, so a
 * rebrand is a one-line change (the tests rebrand the whole package to prove it).
 */
export function brandKit<const Name extends string, const Slug extends string>(
  name: Name,
  slug: Slug,
) {
  const brand = {
    name,
    slug,
    legalName: `${name} IT Solutions Private Limited`,
    tagline: 'Software, cloud and talent, built in Hyderabad and Kakinada',
    domain: `${slug}.co.in`,
    email: `info@${slug}.co.in`,
    careersEmail: `careers@${slug}.co.in`,
    phone: '+91 40 4852 7300',
    phoneHref: 'tel:+914048527300',
    siteUrl: `https://www.${slug}.co.in`,
  } as const;

  return {
    brand,
    /** The second route of the careers screen, `/why{brand}`. */
    whyPath: `/why${slug}` as const,
    whyLabel: `Why ${name}` as const,
    /** The label of the Goals link on /whoarewe. */
    strategyLabel: `${name} Strategy` as const,
    /** The application payload's previous-employee-ID field, `{brand}ID` in the contract. */
    employeeIdField: `${slug}ID` as const,
    /** D4: `© 2024–<build year> {brand}`, or `© 2024 {brand}` while the build year is 2024. */
    copyrightLine: (buildYear: number): string =>
      buildYear > copyrightSince
        ? `© ${copyrightSince}–${buildYear} ${name}`
        : `© ${copyrightSince} ${name}`,
  };
}

export const { brand, whyPath, whyLabel, strategyLabel, employeeIdField, copyrightLine } = brandKit(
  'NGS',
  'ngs',
);

export type Brand = typeof brand;
