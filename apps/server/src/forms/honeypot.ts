import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { FormsEnv } from './formsEnv';
import { answerStored } from './pageAnswers';

/**
 * The hidden `website` field: people never see it, bots fill it in. A caught bot goes through
 * everything a person's submission does (the same validation answers, the same password
 * hashing) and is answered as if stored, so nothing in the answer or its timing tells it apart.
 */
export function isHoneypotFilled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && value !== false;
}

/** The answer a stored submission gets, for one that is dropped: a fresh id, nothing stored. */
export function answerAsStored(c: Context<FormsEnv>, message: string) {
  c.set('spam', true);
  return answerStored(c, randomUUID(), message);
}
