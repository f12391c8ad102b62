import type { PlaywrightProviderOptions } from '@vitest/browser-playwright';
import type { BrowserConfigOptions } from 'vitest/node';

export declare function headlessChromium(
  options?: { provider?: PlaywrightProviderOptions } & Omit<BrowserConfigOptions, 'provider'>,
): BrowserConfigOptions;
export declare const kitRuntimeDependencies: string[];
export declare const kitRuntimeDependenciesFromOutside: string[];
