import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { OutboxTable } from '../storage/schema';

export interface MailTransport {
  /** Hands one message over; resolves once the mail server (or the disk) has taken it. */
  send: (mail: OutboxTable) => Promise<void>;
  /** For the start-up log: where mail goes, never a password. */
  target: string;
  close: () => void;
}

export interface TransportConfig {
  /** `smtp://` or `smtps://`; without it messages are written as .eml files. */
  smtpUrl: string | undefined;
  /** The From header, e.g. `NGS Careers <info@ngs.co.in>`. */
  from: string;
  dataDir: string;
}

/** Where .eml files go when there is no mail server. */
export const mailFolder = (dataDir: string) => join(dataDir, 'mail');

/**
 * The Message-ID is the outbox row's id, so a message sent twice (the server died between the
 * mail server's yes and the row's update) is recognisably the same message.
 */
export function messageId(mail: Pick<OutboxTable, 'id'>, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${mail.id}@${domain}>`;
}

function messageOptions(mail: OutboxTable, from: string) {
  return {
    from,
    to: mail.recipient,
    subject: mail.subject,
    text: mail.text_body,
    html: mail.html_body,
    messageId: messageId(mail, from),
    date: new Date(mail.created_at),
    // RFC 8058: a mail program may offer "unsubscribe" and POST to the address itself.
    ...(mail.unsubscribe_url
      ? {
          list: { unsubscribe: { url: mail.unsubscribe_url } },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }
      : {}),
  };
}

export function mailTransport(config: TransportConfig): MailTransport {
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    const url = new URL(config.smtpUrl);
    return {
      target: `SMTP at ${url.host}`,
      async send(mail) {
        await smtp.sendMail(messageOptions(mail, config.from));
      },
      close: () => smtp.close(),
    };
  }
  const folder = mailFolder(config.dataDir);
  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    target: `.eml files in ${folder}`,
    async send(mail) {
      const info = await builder.sendMail(messageOptions(mail, config.from));
      await mkdir(folder, { recursive: true, mode: 0o700 });
      // Written whole and synced before it takes its name: a crash leaves no half message.
      const file = join(folder, `${mail.id}.eml`);
      const partial = `${file}.partial`;
      const handle = await open(partial, 'w', 0o600);
      try {
        await handle.writeFile(info.message as Buffer);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(partial, file);
      // The name is durable once the folder is synced; only then is the row marked sent.
      const directory = await open(folder, 'r');
      try {
        await directory.sync();
      } finally {
        await directory.close();
      }
    },
    close: () => {},
  };
}

/**
 * Deletes the .eml copies written before `cutoff`, as the outbox empties its sent rows: the
 * words of a sent message are not kept on this machine past that. How many were deleted.
 */
export async function removeMailFilesBefore(folder: string, cutoff: Date): Promise<number> {
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  let removed = 0;
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const file = join(folder, name);
    const { mtimeMs } = await stat(file);
    if (mtimeMs < cutoff.getTime()) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
