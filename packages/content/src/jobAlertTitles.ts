import { brand } from './brand';

const { name } = brand;

/**
 * Each job alerts page's title, and their description: what the route's head reads, kept apart
 * so the app's entry, which carries every route's head, holds these few words and none of
 * the rest: a module is bundled whole, in one place.
 */
export const jobAlertPageTitles = {
  subscribe: 'Job alerts',
  sent: 'Check your inbox',
  confirm: 'Confirm your job alerts',
  subscribed: 'You will get job alerts',
  unsubscribe: 'Stop job alerts',
  unsubscribed: 'Job alerts stopped',
} as const;

export const jobAlertsMeta = {
  title: 'Job alerts',
  description: `New jobs and internships at ${name}, by e-mail: one message per role, stopped with one click.`,
} as const;
