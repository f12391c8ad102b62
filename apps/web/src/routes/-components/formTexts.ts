import type { FieldErrors, FieldValues } from 'react-hook-form';
import { formTexts } from '@ngs/content';
import type { ErrorSummaryItem } from '@ngs/ui';

/** A field's label, marked when the field may be left empty (GOV.UK marks optional, not required). */
export function fieldLabel(field: { label: string; optional?: boolean }): string {
  return field.optional ? `${field.label} ${formTexts.optionalSuffix}` : field.label;
}

/** The error summary's entries: one per field in error, in the order of `fieldIds` (the form's). */
export function errorSummaryItems(
  fieldIds: Readonly<Record<string, string>>,
  errors: FieldErrors<FieldValues>,
): ErrorSummaryItem[] {
  return Object.entries(fieldIds).flatMap(([name, fieldId]) => {
    const message = errors[name]?.message;
    return typeof message === 'string' && message !== '' ? [{ fieldId, message }] : [];
  });
}
