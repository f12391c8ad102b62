/**
 * The hidden `website` field: people never see it, bots fill it in. A filled one gets the
 * success answer and nothing is stored, so the bot learns nothing.
 */
export function isHoneypotFilled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && value !== false;
}
