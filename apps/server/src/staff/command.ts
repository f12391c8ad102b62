// The staff command: read what visitors sent, export it, save an application's files, back up.
// `pnpm staff help` lists the sub-commands. Reads the same DATA_DIR / DATABASE_URL as the server.
import { createHash, randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { staffPaths } from '@ngs/forms';
import { databaseUrl, dataDirectory, readConfig } from '../config';
import {
  addStaffUser,
  disableStaffUser,
  enableStaffUser,
  endStaffSessions,
  listStaffUsers,
  passwordLinkTtlMs,
  removeStaffUser,
} from './accounts';
import { mailFolder } from '../mail/transport';
import { toCsv } from './csv';
import { toTable } from './table';
import { terminalSafe, terminalSafeJson } from './terminal';
import { openDatabase, type OpenDatabase } from '../storage/database';
import { deleteSubmission } from '../storage/retention';
import { emailKey } from '../storage/emailKey';
import { isApplicationStatus, setApplicationStatus } from '../storage/applicationStatus';
import { applicationRows, contactRows, type Rows } from './exportRows';
import { applicationFilesWithContent } from '../storage/submissions';

const usage = `Usage: pnpm staff <command>

  list contacts|applications [--format table|json|csv]
  export contacts|applications --format json|csv [--out <file>]
  files <applicationId> --out <folder>   write an application's files, print their SHA-256
  backup <file>                          copy the database (SQLite) or print the pg_dump command
  delete <id>                            delete a contact message, or an application with its
                                         files, when the person asks (submissions older than
                                         RETENTION_DAYS go by themselves)
  user add <email>                       create a staff account, or reset one (its password, second
                                         factor, sessions and trusted browsers end at once), and
                                         print a one-time link to set the password and enrol the
                                         authenticator app
  user disable|enable <email>            stop an account signing in (its sessions end at once), or
                                         let it again
  user remove <email>                    delete an account (its notes keep its address)
  user sign-out <email> | --all          end the sessions of one account, or of every account
  user list                              every account and whether it is active
  status <applicationId> <status>        move an application to received, in_review, interview,
                                         offer, not_selected or withdrawn; the applicant is
                                         e-mailed by the running server

Uses DATABASE_URL (PostgreSQL) when set, otherwise the SQLite file under DATA_DIR
(default apps/server/.data). Password hashes are never shown.`;

class UsageError extends Error {}

// Résumés, exports and backups hold applicants' personal data: nothing this command creates,
// the database's own journal files included, may be readable by other users of the machine.
process.umask(0o077);

/**
 * Writes a file only its owner can read. Through a new file renamed into place, so that an
 * existing, world-readable file at that path (or a descriptor someone holds open on it) never
 * sees the new content.
 */
async function writePrivately(path: string, write: (temporary: string) => Promise<void> | void) {
  const temporary = join(dirname(path), `.${randomUUID()}.tmp`);
  closeSync(openSync(temporary, 'wx', 0o600));
  try {
    await write(temporary);
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

// pnpm runs scripts in the package folder; paths the person typed are relative to where they were.
const here = (path: string) => resolve(process.env['INIT_CWD'] ?? process.cwd(), path);
const out = (text: string) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);

/** Every text value shown as `terminalSafe` does, for CSV meant for a person's screen. */
function safeForTerminal(rows: readonly object[]): object[] {
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        typeof value === 'string' ? terminalSafe(value) : (value as unknown),
      ]),
    ),
  );
}

/**
 * Table and JSON are always safe to print; CSV is made safe when it goes to a terminal, and kept
 * as sent when it goes to a file, where a spreadsheet needs the exact text.
 */
function render({ columns, rows, json }: Rows, format: string, toTerminal: boolean): string {
  if (format === 'json') return `${terminalSafeJson(json)}\n`;
  if (format === 'csv') return toCsv(columns, toTerminal ? safeForTerminal(rows) : rows);
  if (format === 'table') return `${toTable(columns, rows)}\n`;
  throw new UsageError(`Unknown format "${format}": use table, json or csv.`);
}

async function records(database: OpenDatabase, what: string | undefined): Promise<Rows> {
  if (what === 'contacts') return contactRows(database.db);
  if (what === 'applications') return applicationRows(database.db);
  throw new UsageError('Say what to read: contacts or applications.');
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const safeStoredName = /^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

async function writeFiles(
  database: OpenDatabase,
  id: string | undefined,
  folder: string | undefined,
) {
  if (!id || !uuid.test(id)) throw new UsageError('Give the application id (a UUID).');
  if (!folder) throw new UsageError('Give the folder to write to: --out <folder>.');
  const files = await applicationFilesWithContent(database.db, id.toLowerCase());
  if (files.length === 0) {
    process.stderr.write(`No files for application ${id}.\n`);
    return 1;
  }
  const target = here(folder);
  mkdirSync(target, { recursive: true, mode: 0o700 });
  let damaged = 0;
  for (const file of files) {
    // The stored name was made by the server; check it anyway before it becomes a path.
    const name = safeStoredName.test(file.stored_name) ? file.stored_name : `${file.id}.bin`;
    const path = join(target, `${file.field}-${name}`);
    await writePrivately(path, (temporary) => writeFileSync(temporary, file.content));
    const sha256 = createHash('sha256').update(file.content).digest('hex');
    out(`${sha256}  ${path}`);
    if (sha256 !== file.sha256) {
      damaged += 1;
      process.stderr.write(`DAMAGED: ${path} does not match the SHA-256 recorded on arrival.\n`);
    }
  }
  for (const file of files) out(`# ${file.field}: sent as "${terminalSafe(file.original_name)}"`);
  return damaged === 0 ? 0 : 1;
}

async function backup(database: OpenDatabase, file: string | undefined) {
  if (!file) throw new UsageError('Give the file to write the backup to.');
  if (!database.backup) {
    out(`PostgreSQL is backed up with its own tool, for example:\n`);
    out(`  pg_dump --format=custom --file=${JSON.stringify(here(file))} "$DATABASE_URL"`);
    return 0;
  }
  const backupOf = database.backup;
  // SQLite writes into the empty private file as it is, keeping its mode.
  await writePrivately(here(file), (temporary) => backupOf(temporary));
  out(`Backed up ${database.location} to ${here(file)}`);
  return 0;
}

async function deleteOne(database: OpenDatabase, id: string | undefined) {
  if (!id) throw new UsageError('Give the id of the submission to delete.');
  const config = readConfig(process.env);
  const deleted = await deleteSubmission(database.db, id, {
    ...(config.smtpUrl ? {} : { mailFolder: mailFolder(config.dataDir) }),
    ...(database.scrubFreedPages ? { scrubFreedPages: database.scrubFreedPages } : {}),
  });
  if (!deleted) {
    process.stderr.write(`No submission has the id ${terminalSafe(id)}.\n`);
    return 1;
  }
  const files = deleted.kind === 'application' ? ` and its ${deleted.files} file(s)` : '';
  out(`Deleted the ${deleted.kind} ${terminalSafe(id)}${files}.`);
  return 0;
}

async function changeStatus(
  database: OpenDatabase,
  id: string | undefined,
  status: string | undefined,
) {
  if (!id || !status) throw new UsageError('Give the application id and its new status.');
  if (!isApplicationStatus(status))
    throw new UsageError(`Unknown status "${terminalSafe(status)}".`);
  const change = await setApplicationStatus(database.db, id, status);
  if (!change) {
    process.stderr.write(`No application has the id ${terminalSafe(id)}.\n`);
    return 1;
  }
  if (!change.changed && change.final) {
    process.stderr.write(`${terminalSafe(id)} was withdrawn; its status can no longer change.\n`);
    return 1;
  }
  out(
    change.changed
      ? `Moved ${terminalSafe(id)} from ${change.from} to ${change.to}; the applicant will be e-mailed.`
      : `${terminalSafe(id)} is already ${change.status}; nothing changed.`,
  );
  return 0;
}

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function manageUser(
  database: OpenDatabase,
  action: string | undefined,
  email: string | undefined,
  all = false,
) {
  if (action === 'sign-out' && all && !email) {
    const ended = await endStaffSessions(database.db, 'everyone');
    out(`Ended ${ended} staff session(s): everyone must sign in again.`);
    return 0;
  }
  if (action === 'list') {
    const users = await listStaffUsers(database.db);
    out(
      toTable(
        ['email', 'state', 'created_at'],
        users.map((user) => ({ ...user, created_at: user.createdAt })),
      ),
    );
    return 0;
  }
  if (!['add', 'disable', 'enable', 'remove', 'sign-out'].includes(action ?? '') || !email) {
    throw new UsageError(
      'Use: user add|disable|enable|remove|sign-out <email>, user sign-out --all, or user list',
    );
  }
  if (!emailShape.test(email.trim())) {
    throw new UsageError(`"${terminalSafe(email)}" is not an e-mail address.`);
  }
  const shown = terminalSafe(emailKey(email));
  if (action === 'add') {
    const { created, token } = await addStaffUser(database.db, email);
    const link = `${readConfig(process.env).siteUrl}${staffPaths.setPassword}?token=${token}`;
    const hours = passwordLinkTtlMs / 3_600_000;
    out(
      `${created ? 'Created' : 'Reset'} the staff account ${shown}${created ? '' : ': its password, second factor and sessions no longer work'}.\n` +
        `Send this link to its owner; it sets the password and the authenticator app once, within ${hours} hours:\n${link}`,
    );
    return 0;
  }
  if (action === 'sign-out') {
    const ended = await endStaffSessions(database.db, email);
    if (ended === 'not-found') {
      process.stderr.write(`No staff account has the address ${shown}.\n`);
      return 1;
    }
    out(`Ended ${ended} session(s) of the staff account ${shown}.`);
    return 0;
  }
  const change =
    action === 'disable'
      ? await disableStaffUser(database.db, email)
      : action === 'enable'
        ? await enableStaffUser(database.db, email)
        : await removeStaffUser(database.db, email);
  if (change === 'not-found') {
    process.stderr.write(`No staff account has the address ${shown}.\n`);
    return 1;
  }
  const done = { disable: 'Disabled', enable: 'Enabled', remove: 'Removed' }[action as 'disable'];
  out(`${done} the staff account ${shown}.`);
  return 0;
}

async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      format: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean' },
      all: { type: 'boolean' },
    },
  });
  const [command, subject, argument] = positionals;
  if (values.help || command === undefined || command === 'help') {
    out(usage);
    return command === undefined && !values.help ? 2 : 0;
  }
  if (!['list', 'export', 'files', 'backup', 'delete', 'status', 'user'].includes(command)) {
    throw new UsageError(`Unknown command "${command}".`);
  }
  if (command === 'export' && values.format !== 'json' && values.format !== 'csv') {
    throw new UsageError('export needs --format json or --format csv.');
  }
  const database = await openDatabase({
    databaseUrl: databaseUrl(process.env),
    dataDir: dataDirectory(process.env),
  });
  try {
    switch (command) {
      case 'list':
        out(render(await records(database, subject), values.format ?? 'table', true));
        return 0;
      case 'export': {
        const rows = await records(database, subject);
        const format = values.format ?? 'json';
        if (!values.out) {
          process.stdout.write(render(rows, format, process.stdout.isTTY));
          return 0;
        }
        const text = render(rows, format, false);
        await writePrivately(here(values.out), (temporary) => writeFileSync(temporary, text));
        process.stderr.write(`Wrote ${here(values.out)}\n`);
        return 0;
      }
      case 'files':
        return await writeFiles(database, subject, values.out);
      case 'delete':
        return await deleteOne(database, subject);
      case 'status':
        return await changeStatus(database, subject, argument);
      case 'user':
        return await manageUser(database, subject, argument, values.all);
      default:
        return await backup(database, subject);
    }
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  const usageProblem =
    error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  process.stderr.write(`${(error as Error).message}\n${usageProblem ? `\n${usage}\n` : ''}`);
  process.exitCode = usageProblem ? 2 : 1;
}
