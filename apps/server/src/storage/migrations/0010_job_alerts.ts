import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { StorageKind } from '../kind';

/**
 * Job alerts (issue 34, D41): the addresses that asked for them on the careers page, with the
 * words they agreed to and when; one row per alert queued, per opening and address; and on the
 * outbox, the one-click unsubscribe address an alert carries in its headers.
 */
export function jobAlertsMigration(_kind: StorageKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('job_alert_subscriptions')
        .addColumn('id', 'text', (column) => column.primaryKey())
        // As its owner typed it (where the mail goes), and its `emailKey`: one per address.
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('email_key', 'text', (column) => column.notNull().unique())
        // The consent: the box's words as shown, and when it was ticked.
        .addColumn('consent_text', 'text', (column) => column.notNull())
        .addColumn('consented_at', 'text', (column) => column.notNull())
        // Double opt-in: null until the link sent to the address is used.
        .addColumn('confirmed_at', 'text')
        // The confirmation link's SHA-256, never the link, and when it stops confirming; the same
        // token stops the alerts as long as the subscription lasts.
        .addColumn('confirm_token_id', 'text')
        .addColumn('confirm_expires_at', 'text')
        .execute();
      await db.schema
        .createIndex('job_alert_subscriptions_token')
        .on('job_alert_subscriptions')
        .column('confirm_token_id')
        .execute();

      await db.schema
        .createTable('job_alert_deliveries')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('opening_id', 'text', (column) =>
          column.notNull().references('openings.id').onDelete('cascade'),
        )
        .addColumn('email_key', 'text', (column) => column.notNull())
        // The SHA-256 of the alert's own unsubscribe token.
        .addColumn('token_id', 'text', (column) => column.notNull().unique())
        .addColumn('created_at', 'text', (column) => column.notNull())
        // An opening is announced to an address at most once, whoever queues it.
        .addUniqueConstraint('job_alert_deliveries_once', ['opening_id', 'email_key'])
        .execute();
      await db.schema
        .createIndex('job_alert_deliveries_email')
        .on('job_alert_deliveries')
        .column('email_key')
        .execute();

      // When the opening's alerts were queued. Openings published before alerts existed count
      // as announced: nobody asked to hear about them.
      await db.schema.alterTable('openings').addColumn('alerts_queued_at', 'text').execute();
      await sql`update openings set alerts_queued_at = published_at
        where published_at is not null`.execute(db);

      await db.schema.alterTable('outbox').addColumn('unsubscribe_url', 'text').execute();
    },
  };
}
