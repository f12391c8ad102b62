import { jobAlerts, mail, openingTexts } from '@ngs/content';
import { candidatePaths, jobAlertsPath, openingPagePath, pathTo } from '@ngs/forms';
import type {
  ApplicationFilesTable,
  ApplicationStatus,
  ApplicationsTable,
  ContactMessagesTable,
  OutboxTable,
} from '../storage/schema';
import { renderHtml, renderText, type Block } from './document';

/** A message as composed, before the outbox gives it an id and a schedule. */
export interface ComposedMail {
  kind: OutboxTable['kind'];
  subjectId: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  /** A job alert's one-click unsubscribe address, for its List-Unsubscribe header. */
  unsubscribeUrl?: string;
}

export interface MailAddresses {
  /** Where the staff notifications go (`STAFF_EMAIL`). */
  staff: string;
  /** The site's public origin (`SITE_URL`), for links to its pages. */
  site: string;
}

/** A page of the site at its public origin, whether `SITE_URL` ends in a slash or not. */
const siteAddress = (site: string, path: string) => `${site.replace(/\/+$/, '')}${path}`;

/** Where a candidate signs in to see, withdraw or delete their applications. */
export const candidatePageUrl = (site: string) => siteAddress(site, candidatePaths.home);

type ApplicationRow = Pick<
  ApplicationsTable,
  'id' | 'application_type' | 'email' | 'legal_first_name' | 'legal_middle_name' | 'legal_last_name'
>;
type FileRow = Pick<ApplicationFilesTable, 'original_name'>;

const compose = (
  kind: ComposedMail['kind'],
  subjectId: string,
  recipient: string,
  subject: string,
  blocks: Block[],
): ComposedMail => ({
  kind,
  subjectId,
  recipient,
  subject,
  text: renderText(blocks),
  html: renderHtml(subject, blocks),
});

const fullName = (row: ApplicationRow) =>
  [row.legal_first_name, row.legal_middle_name, row.legal_last_name]
    .filter((part) => part.trim() !== '')
    .join(' ');

const typeName = (row: ApplicationRow) =>
  mail.applicationTypes[row.application_type as 'job' | 'internship'] ?? row.application_type;

const signed = (blocks: Block[]): Block[] => [
  ...blocks,
  { paragraph: `${mail.signOff}\n${mail.signature}` },
];

/** What a stored application causes: the applicant's confirmation and the staff notification. */
export function applicationMail(
  application: ApplicationRow,
  files: readonly FileRow[],
  addresses: MailAddresses,
): ComposedMail[] {
  const texts = mail.applicationReceived;
  const type = typeName(application);
  const name = fullName(application);
  const fileNames = files.map((file) => file.original_name);
  const confirmation = compose(
    'application-received',
    application.id,
    application.email,
    texts.subject({ type }),
    signed([
      { paragraph: texts.greeting({ name }) },
      { paragraph: texts.body({ type }) },
      { heading: texts.filesHeading },
      fileNames.length > 0 ? { list: fileNames } : { paragraph: texts.noFiles },
      { paragraph: texts.next },
      { paragraph: texts.account },
      { link: { text: texts.candidatePageLink, href: candidatePageUrl(addresses.site) } },
      { paragraph: texts.deletion },
    ]),
  );
  const staff = mail.newApplication;
  const notification = compose(
    'new-application',
    application.id,
    addresses.staff,
    staff.subject({ type, name }),
    [
      { paragraph: staff.intro },
      {
        fields: [
          [staff.labels.name, name],
          [staff.labels.email, application.email],
          [staff.labels.type, type],
          [staff.labels.files, fileNames.join(', ') || texts.noFiles],
          [staff.labels.reference, application.id],
        ],
      },
    ],
  );
  return [confirmation, notification];
}

/** What a stored contact message causes: the staff notification. */
export function contactMail(
  message: ContactMessagesTable,
  addresses: MailAddresses,
): ComposedMail[] {
  const texts = mail.newContactMessage;
  const orNotGiven = (value: string) => (value.trim() === '' ? mail.notGiven : value);
  return [
    compose(
      'new-contact-message',
      message.id,
      addresses.staff,
      texts.subject({ name: message.name, subject: orNotGiven(message.subject) }),
      [
        { paragraph: texts.intro },
        {
          fields: [
            [texts.labels.name, message.name],
            [texts.labels.email, message.email],
            [texts.labels.phone, orNotGiven(message.phone)],
            [texts.labels.subject, orNotGiven(message.subject)],
            [texts.labels.message, message.message],
          ],
        },
      ],
    ),
  ];
}

/** The applicant's notice that staff moved their application to `status`. */
export function statusChangedMail(
  application: ApplicationRow,
  status: ApplicationStatus,
): ComposedMail {
  const texts = mail.statusChanged;
  const statusName = mail.statuses[status];
  return compose(
    'status-changed',
    application.id,
    application.email,
    texts.subject({ status: statusName }),
    signed([
      { paragraph: texts.greeting({ name: fullName(application) }) },
      { paragraph: texts.body({ type: typeName(application), status: statusName }) },
    ]),
  );
}

/**
 * The candidate's confirmation that everything of theirs was deleted. It is about no stored row
 * any more, so `subjectId` is a fresh id the caller gives.
 */
export function candidateDataDeletedMail(
  recipient: string,
  { subjectId, deletedApplications }: { subjectId: string; deletedApplications: number },
): ComposedMail {
  const texts = mail.candidateDataDeleted;
  return compose(
    'candidate-data-deleted',
    subjectId,
    recipient,
    texts.subject,
    signed([
      { paragraph: texts.greeting },
      { paragraph: texts.body({ count: deletedApplications }) },
      { paragraph: texts.signIn },
      { paragraph: texts.notYou },
    ]),
  );
}

/** Where a candidate's sign-in link leads: a page that asks them to confirm, then signs them in. */
export const candidateLinkUrl = (site: string, token: string) =>
  `${siteAddress(site, candidatePaths.link)}?token=${encodeURIComponent(token)}`;

/**
 * A one-time sign-in link, to the address as its owner typed it. Its words are emptied once it is
 * sent (see `forgottenOnceSent`): the link is a key, and the outbox is no place to keep one.
 */
export function candidateSignInLinkMail(
  recipient: string,
  { subjectId, token, site }: { subjectId: string; token: string; site: string },
): ComposedMail {
  const texts = mail.candidateSignInLink;
  return compose(
    'candidate-sign-in-link',
    subjectId,
    recipient,
    texts.subject,
    signed([
      { paragraph: texts.greeting },
      { paragraph: texts.body },
      { link: { text: texts.link, href: candidateLinkUrl(site, token) } },
      { paragraph: texts.expiry },
      { paragraph: texts.notYou },
    ]),
  );
}

/** Where a job alerts link leads: its page asks to confirm with a button (see jobAlertPages). */
export const jobAlertLinkUrl = (site: string, step: 'confirm' | 'unsubscribe', token: string) =>
  `${siteAddress(site, jobAlertsPath(step))}?token=${encodeURIComponent(token)}`;

/**
 * The link that confirms a subscription made on the careers page (double opt-in), to the address
 * as typed, and the same token's stop link, which works as long as the subscription lasts. Keys,
 * like the sign-in link: forgotten once sent.
 */
export function jobAlertConfirmationMail(
  recipient: string,
  { subjectId, token, site }: { subjectId: string; token: string; site: string },
): ComposedMail {
  const texts = jobAlerts.mail.confirmation;
  return compose(
    'job-alert-confirmation',
    subjectId,
    recipient,
    texts.subject,
    signed([
      { paragraph: texts.greeting },
      { paragraph: texts.body },
      { link: { text: texts.link, href: jobAlertLinkUrl(site, 'confirm', token) } },
      { paragraph: texts.expiry },
      { paragraph: texts.notYou },
      { paragraph: texts.later },
      { link: { text: texts.stop, href: jobAlertLinkUrl(site, 'unsubscribe', token) } },
    ]),
  );
}

/** What a job alert says of its opening. */
export interface AlertedOpening {
  id: string;
  slug: string;
  title: string;
  type: 'job' | 'internship';
  team: string;
  /** The places, as the careers pages name them. */
  places: string;
  closesOn: string;
}

/**
 * One new opening, to one address that asked for alerts, with its own unsubscribe link in the
 * body and in the headers (RFC 8058's one-click POST goes to the same address).
 */
export function jobAlertMail(
  recipient: string,
  { opening, token, site }: { opening: AlertedOpening; token: string; site: string },
): ComposedMail {
  const texts = jobAlerts.mail.alert;
  const unsubscribeUrl = jobAlertLinkUrl(site, 'unsubscribe', token);
  const mail = compose(
    'job-alert',
    opening.id,
    recipient,
    texts.subject({ title: opening.title }),
    signed([
      { paragraph: texts.intro },
      { heading: opening.title },
      {
        fields: [
          [texts.labels.type, openingTexts.types[opening.type]],
          [texts.labels.team, opening.team],
          [texts.labels.where, opening.places],
          [texts.labels.closes, opening.closesOn],
        ],
      },
      {
        link: {
          text: texts.link,
          href: siteAddress(site, pathTo(openingPagePath, { slug: opening.slug })),
        },
      },
      { paragraph: texts.why },
      { link: { text: texts.unsubscribe, href: unsubscribeUrl } },
    ]),
  );
  return { ...mail, unsubscribeUrl };
}

/**
 * Messages that keep nothing once the mail server has them: the link is a key, and the deletion's
 * confirmation would otherwise be the one trace left of the person it confirms.
 */
export const forgottenOnceSent: ReadonlySet<OutboxTable['kind']> = new Set([
  'candidate-sign-in-link',
  'candidate-data-deleted',
  // Their links are keys too: one confirms a subscription, the other ends it.
  'job-alert-confirmation',
  'job-alert',
]);
