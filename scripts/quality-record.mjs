// The benches write their latest figures into docs/quality.md themselves (`--record`), so that
// the document says what was measured, on which commit, rather than what someone copied. Each
// bench owns one block, between `<!-- bench:<name> -->` and `<!-- /bench:<name> -->`; the rest of
// the document (the dated findings, the reasons) stays written by hand.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';

export const qualityDoc = join(import.meta.dirname, '..', 'docs', 'quality.md');

/**
 * `document` with the block of bench `name` replaced by `body`.
 * @param {string} document
 * @param {string} name
 * @param {string} body
 */
export function withRecordedBlock(document, name, body) {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from < 0 || to < from) {
    throw new Error(`docs/quality.md has no block for ${name}: add "${start}" and "${end}"`);
  }
  if (document.indexOf(start, from + 1) >= 0) {
    throw new Error(`docs/quality.md has two blocks for ${name}`);
  }
  return `${document.slice(0, from + start.length)}\n${body.trim()}\n${document.slice(to)}`;
}

/** When and on what a figure was measured: the day, the commit and Node's version. */
export function measuredOn() {
  let commit = 'uncommitted';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    // Not a git checkout: the figures still say when and on what.
  }
  return `${new Date().toISOString().slice(0, 10)}, ${commit}, Node ${process.version}`;
}

/**
 * Writes `body` into bench `name`'s block of docs/quality.md, under a line that says which
 * command wrote it, and when; formatted as `pnpm format` would, so the check stays clean.
 * @param {string} name
 * @param {string} command
 * @param {string} body
 */
export async function recordInQualityDoc(name, command, body) {
  const document = readFileSync(qualityDoc, 'utf8');
  const stamped = `_Written by \`${command}\` (${measuredOn()})._\n\n${body}`;
  const options = { ...(await resolveConfig(qualityDoc)), filepath: qualityDoc };
  writeFileSync(qualityDoc, await format(withRecordedBlock(document, name, stamped), options));
  console.log(`\nRecorded in docs/quality.md (bench:${name}).`);
}
