import { brand } from './brand';
import { jobAlertsMeta } from './jobAlertTitles';

const { name } = brand;

/** How long a confirmation link works, in hours: its mail and its pages say the same. */
const confirmHours = 48;

/**
 * Job alerts (issue 34): one e-mail per new role to the people who asked for it, on the careers
 * page (confirmed by a link sent to the address) or in the application form. The words of the
 * form, of its pages (their titles are `jobAlertPageTitles`) and of both e-mails.
 */
export const jobAlerts = {
  /**
   * The box a visitor ticks on the careers page. Its words are stored with each subscription, as
   * the record of what was agreed to: change them and new subscriptions keep the new words.
   */
  consent: `Email me once each time ${name} publishes a new job or internship. I can stop these e-mails at any time with the link in each one.`,
  confirmHours,
  form: {
    title: 'Get new roles by e-mail',
    text: 'One e-mail for each new role, the day we publish it. Nothing else, and never shared.',
    email: 'Email',
    submit: 'Send me job alerts',
    privacy: 'We keep your address for the alerts only, until you stop them.',
    errorTitle: 'There is a problem',
  },
  maxLength: 254,
  messages: {
    emailRequired: 'Enter your email address.',
    emailInvalid: 'Enter a valid email address, like name@example.com.',
    consentRequired: 'Tick the box to say you want these e-mails.',
    tooMany: (seconds: number) =>
      `Too many requests from this network. Try again in ${seconds} seconds.`,
    otherSite: 'This request did not come from this site. Reload the page and try again.',
  },
  pages: {
    subscribe: {
      text: `Hear from ${name} when a new job or internship opens, in one short e-mail per role.`,
    },
    sent: {
      text: `If that address does not get job alerts already, we have sent it a link to confirm them. Open it within ${confirmHours} hours; until you do, we send it nothing else.`,
      notYou: 'No e-mail? Look in your spam folder, or ask again in ten minutes.',
    },
    confirm: {
      text: 'Press the button to start getting one e-mail for each new role.',
      submit: 'Yes, send me job alerts',
      invalid: `This link has expired or is not one we sent. Links work for ${confirmHours} hours: ask for job alerts again on the careers page.`,
    },
    subscribed: {
      text: 'We will e-mail you once for each new role we publish. Every alert has a link that stops them at once.',
    },
    unsubscribe: {
      text: 'Press the button and we will stop e-mailing this address about new roles. Any application you sent stays as it is.',
      submit: 'Stop job alerts',
      invalid:
        'This link is not one we sent, or it was cut short. Use the link in the job alert e-mail as it is, or write to us.',
    },
    unsubscribed: {
      text: 'We will not e-mail this address about new roles any more. You can ask for them again on the careers page whenever you like.',
    },
    backToCareers: 'Back to careers',
    openRoles: 'See the open roles',
  },
  meta: jobAlertsMeta,
  mail: {
    confirmation: {
      subject: `Confirm your job alerts from ${name}`,
      greeting: 'Hello,',
      body: `Someone, probably you, asked on the ${name} careers page for an e-mail each time a new job or internship opens, at this address.`,
      link: 'Confirm my job alerts',
      expiry: `The link works for ${confirmHours} hours. Until it is used, we send this address nothing else.`,
      notYou: 'If you did not ask for this, ignore this e-mail: without the link, nothing starts.',
      later: 'Changed your mind, now or later? This link stops the alerts at any time:',
      stop: 'Stop job alerts',
    },
    alert: {
      subject: ({ title }: { title: string }) => `New role at ${name}: ${title}`,
      intro: `${name} has just opened a new role.`,
      labels: { type: 'Type', team: 'Team', where: 'Where', closes: 'Applications close on' },
      link: 'Read about the role and apply',
      why: 'You get this e-mail because you asked for job alerts, on our careers page or in an application.',
      unsubscribe: 'Stop job alerts',
    },
  },
} as const;

export type JobAlertTexts = typeof jobAlerts;
