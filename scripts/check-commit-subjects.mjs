// Fails when a commit subject is longer than 72 characters, the width `git log --oneline` and
// mail clients show without wrapping (CONTRIBUTING.md, "Commits"). Run by `pnpm lint:commits`.
//
// History is not rewritten, so the check starts after the last commit that broke the rule
// (`since`): every commit made after it is held to it. Dates, not ancestry, decide "after", so a
// shallow clone that lacks the older commits is checked just the same.
import { execFileSync } from 'node:child_process';

const maxSubjectLength = 72;

/** The last subject over the limit; commits made after it are checked. */
const since = { commit: 'eaea158', committedAt: Date.parse('2026-11-27T10:27:02Z') };

/**
 * The commits a check covers: each subject with its commit, newer than `since`.
 * @param {string} log  `git log --format=%h%x09%ct%x09%s` output
 * @returns {{ commit: string, subject: string }[]}
 */
function commitsAfterRule(log) {
  return log
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [commit = '', seconds = '0', ...subject] = line.split('\t');
      return { commit, committedAt: Number(seconds) * 1000, subject: subject.join('\t') };
    })
    .filter((entry) => entry.committedAt > since.committedAt)
    .map(({ commit, subject }) => ({ commit, subject }));
}

/**
 * The subjects longer than the limit, as lines to print.
 * @param {{ commit: string, subject: string }[]} commits
 */
function tooLong(commits) {
  return commits
    .filter(({ subject }) => [...subject].length > maxSubjectLength)
    .map(({ commit, subject }) => `${commit}: ${[...subject].length} characters: ${subject}`);
}

/** `git log` of this checkout: short hash, commit time (seconds) and subject, tab-separated. */
function gitLog() {
  try {
    return execFileSync('git', ['log', '--format=%h%x09%ct%x09%s'], { encoding: 'utf8' });
  } catch (error) {
    console.error(`lint:commits needs a git checkout: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
}

const commits = commitsAfterRule(gitLog());
const problems = tooLong(commits);
if (problems.length > 0) {
  console.error(`Commit subjects over ${maxSubjectLength} characters:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(
  `${commits.length} commit subjects since ${since.commit}, each within ${maxSubjectLength} characters.`,
);
