import { alertStillWanted } from '../careers/jobAlerts';
import type { ServerConfig } from '../config';
import type { LogFields } from '../http/log';
import type { OpenDatabase } from '../storage/database';
import type { SubmissionMail } from '../storage/submissions';
import { startMailSender, type MailSender } from './sender';
import { mailTransport } from './transport';

export interface RunningMail {
  sender: MailSender;
  /** What the form endpoints need to put a submission's e-mail into the outbox. */
  submissions: SubmissionMail;
  /** Where mail goes, for the start-up log. */
  target: string;
}

/** The outbox's sender for this process, over SMTP_URL or into .eml files (start and dev alike). */
export function startMail(
  config: ServerConfig,
  database: OpenDatabase,
  log: (fields: LogFields) => void,
): RunningMail {
  const transport = mailTransport({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
  });
  const sender = startMailSender({
    db: database.db,
    kind: database.kind,
    transport,
    log,
    retryBaseMs: config.mailRetryBaseMs,
    pollMs: config.mailPollMs,
    leaseMs: config.mailLeaseMs,
    // A job alert leaves only while its address still wants it and its opening is still open.
    stillWanted: (row) =>
      row.kind === 'job-alert'
        ? alertStillWanted(database.db, row, new Date())
        : Promise.resolve(true),
  });
  return {
    sender,
    submissions: {
      addresses: { staff: config.staffEmail, site: config.siteUrl },
      onStored: sender.nudge,
    },
    target: transport.target,
  };
}
