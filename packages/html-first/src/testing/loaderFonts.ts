// Stands for the app's fonts in appLoader.test.ts: the loader imports it by URL, and each import
// with a new query runs it anew.
((globalThis as { importedByLoader?: string[] }).importedByLoader ??= []).push('fonts');
