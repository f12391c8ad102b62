import { formTexts } from '@ngs/content';

/** A field's label, marked when the field may be left empty (GOV.UK marks optional, not required). */
export function fieldLabel(field: { label: string; optional?: boolean }): string {
  return field.optional ? `${field.label} ${formTexts.optionalSuffix}` : field.label;
}
