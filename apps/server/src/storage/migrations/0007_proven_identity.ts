import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { StorageKind } from '../kind';
import { addressDigest, emailKey } from '../emailKey';

/** Fills `keyColumn` from `addressColumn` with `key`, row by row (a migration's pace). */
async function fillAddressKeys(
  db: Kysely<unknown>,
  table: string,
  addressColumn: string,
  keyColumn: string,
  key: (address: string) => string,
) {
  const { rows } = await sql<{ id: string; address: string }>`
    select id, ${sql.ref(addressColumn)} as address from ${sql.table(table)}`.execute(db);
  for (const row of rows) {
    await sql`update ${sql.table(table)} set ${sql.ref(keyColumn)} = ${key(row.address)}
      where id = ${row.id}`.execute(db);
  }
}

/**
 * Issue 28: identity that is proven, lockouts that hold, staff accounts with a second factor.
 *
 * - Addresses get a key column computed by `emailKey` (one rule for both stores), which every
 *   look-up by address uses instead of the database's lower().
 * - Sign-in attempts are counted per key in one table, before a password is checked; browsers
 *   that signed in before get their own count (trusted_devices), so a stranger cannot keep a
 *   person out of the browser they use.
 * - A candidate session opens either the applications whose own password was given
 *   (candidate_session_applications) or, after a link sent to the address, the whole address.
 *   Sessions opened under the old rule (any application's password opened the address) end.
 * - Staff accounts can be disabled, have a TOTP secret and recovery codes; the set-password
 *   link carries the secret to enrol. Accounts without a second factor must be reset.
 * - Sessions keep when they were last used, and end after a while without use.
 */
export function provenIdentityMigration(_kind: StorageKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const digest = (address: string) => addressDigest(emailKey(address));
      for (const [table, address, key, value] of [
        ['applications', 'email', 'email_key', emailKey],
        ['contact_messages', 'email', 'email_key', emailKey],
        ['outbox', 'recipient', 'recipient_key', digest],
      ] as const) {
        await db.schema
          .alterTable(table)
          .addColumn(key, 'text', (column) => column.notNull().defaultTo(''))
          .execute();
        await fillAddressKeys(db, table, address, key, value);
        await db.schema.createIndex(`${table}_${key}`).on(table).column(key).execute();
      }
      await db.schema.dropIndex('applications_email_lower').execute();

      await db.schema
        .createTable('sign_in_attempts')
        // An area and an address's digest, with a network or not (`staff <digest> <network>`),
        // `device <id>`, `link <digest>`.
        .addColumn('key', 'text', (column) => column.primaryKey())
        .addColumn('failures', 'integer', (column) => column.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('last_attempt_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('trusted_devices')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('area', 'text', (column) => column.notNull())
        .addColumn('account_key', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('trusted_devices_account')
        .on('trusted_devices')
        .columns(['area', 'account_key'])
        .execute();
      await db.schema.dropTable('candidate_sign_in_locks').execute();

      await db.deleteFrom('candidate_sessions' as never).execute();
      await db.schema
        .alterTable('candidate_sessions')
        .addColumn('scope', 'text', (column) => column.notNull().defaultTo('applications'))
        .execute();
      // Sessions end after a while without use, as well as at their fixed end.
      for (const table of ['staff_sessions', 'candidate_sessions']) {
        await db.schema
          .alterTable(table)
          .addColumn('last_seen_at', 'text', (column) => column.notNull().defaultTo(''))
          .execute();
      }
      await db.schema
        .createTable('candidate_session_applications')
        .addColumn('session_id', 'text', (column) =>
          column.notNull().references('candidate_sessions.id').onDelete('cascade'),
        )
        .addColumn('application_id', 'text', (column) =>
          column.notNull().references('applications.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('candidate_session_applications_pk', [
          'session_id',
          'application_id',
        ])
        .execute();
      await db.schema
        .createIndex('candidate_session_applications_application')
        .on('candidate_session_applications')
        .column('application_id')
        .execute();
      await db.schema
        .createTable('candidate_sign_in_links')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('email_key', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .execute();

      await db.schema.alterTable('staff_users').addColumn('disabled_at', 'text').execute();
      await db.schema.alterTable('staff_users').addColumn('totp_secret', 'text').execute();
      await db.schema.alterTable('staff_users').addColumn('totp_last_step', 'integer').execute();
      await db.schema.alterTable('staff_users').dropColumn('failed_sign_ins').execute();
      await db.schema.alterTable('staff_users').dropColumn('locked_until').execute();
      await db.schema
        .alterTable('staff_password_links')
        .addColumn('totp_secret', 'text', (column) => column.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createTable('staff_recovery_codes')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'text', (column) =>
          column.notNull().references('staff_users.id').onDelete('cascade'),
        )
        .execute();
    },
    async down() {
      throw new Error('0007_proven_identity cannot be undone: restore a backup instead.');
    },
  };
}
