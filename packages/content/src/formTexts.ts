/** Words both forms use around their fields (GOV.UK style: optional fields are marked). */
export const formTexts = {
  optionalSuffix: '(optional)',
  contactErrorSummaryTitle: 'There is a problem with your message',
  fileDropLabel: 'or drop it here',
  fileRemoveLabel: 'Remove file',
  // The honeypot field: people never see it; bots fill it in and are quietly dropped.
  honeypotLabel: 'Leave this field empty',
} as const;

/** What a field says when its value is longer than the field takes. */
export const tooLongMessage = (label: string, maxLength: number): string =>
  `${label} must be ${maxLength.toLocaleString('en-US')} characters or fewer`;
