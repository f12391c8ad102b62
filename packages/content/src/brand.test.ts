import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as BrandModule from './brand';
import { brand, copyrightLine, employeeIdField, strategyLabel, whyLabel, whyPath } from './index';
import { allStrings } from './testing/contentOracle';

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
