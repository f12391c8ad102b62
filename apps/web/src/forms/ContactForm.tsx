import { contactPage, formTexts, toastDurations } from '@ngs/content';
import { contactRequired, contactSchema, type FormSubmission } from '@ngs/forms';
import { ErrorSummary, Heading, TextArea, TextField } from '@ngs/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { endpoints, postJson } from '../lib/api';
import { fieldLabel } from './fieldLabel';
import { Honeypot } from './Honeypot';
import { fieldRow } from './formParts.css';
import { FormToaster, SubmitRow } from './formParts';
import { checkWith, useServerForm } from './useServerForm';
import * as styles from './ContactForm.css';

const fieldNames = ['name', 'email', 'phone', 'subject', 'message'] as const;
type FieldName = (typeof fieldNames)[number];

/** The controls' ids, in the form's order: the error summary links to them. */
const fieldIds = Object.fromEntries(fieldNames.map((name) => [name, `contact-${name}`])) as Record<
  FieldName,
  string
>;

const { form: texts, toasts } = contactPage;

/** The five fields' text; the honeypot is no part of the message's rules. */
function fieldsOf(form: HTMLFormElement): Record<FieldName, string> {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return Object.fromEntries(fieldNames.map((name) => [name, text(name)])) as Record<
    FieldName,
    string
  >;
}

/**
 * The contact form: D12's rules, and D11's promise that nothing typed is lost on failure. It
 * posts natively when script is off or not loaded yet (D27): the server answers with this page
 * again, errors and text kept, or with the confirmation page.
 */
export function ContactForm({ submission = null }: { submission?: FormSubmission | null }) {
  const titleId = useId();
  // Each message sent leaves an empty form (its fields' defaults emptied, then reset to them).
  const [sentCount, setSentCount] = useState(0);
  const defaults = sentCount === 0 ? (submission?.values ?? {}) : {};
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (sentCount > 0) formRef.current?.reset();
  }, [sentCount]);
  const { formProps, summaryProps, fieldError, submitting } = useServerForm({
    check: (form) => checkWith(contactSchema, fieldsOf(form)),
    fieldIds,
    submission: sentCount === 0 ? submission : null,
    send: async (message, form) => {
      const website = new FormData(form).get('website');
      await postJson(endpoints.contact, { ...message, website: website ?? '' });
    },
    // D11: cleared only once the server has the message.
    onSent: () => setSentCount((count) => count + 1),
    toasts: { ...toasts, durationMs: toastDurations.contact },
    formId: 'contact-message-form',
    required: contactRequired,
  });

  function textControl(name: FieldName) {
    return {
      id: fieldIds[name],
      name,
      label: fieldLabel(texts.fields[name]),
      defaultValue: defaults[name],
      error: fieldError(name),
    };
  }

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <Heading level={3} size="xl" id={titleId}>
        {texts.title}
      </Heading>
      <ErrorSummary title={formTexts.contactErrorSummaryTitle} {...summaryProps} />
      <form
        ref={formRef}
        className={styles.form}
        aria-labelledby={titleId}
        action={endpoints.contact}
        method="post"
        {...formProps}
      >
        <div className={fieldRow.wide}>
          <TextField {...textControl('name')} autoComplete="name" />
          <TextField
            {...textControl('email')}
            type="email"
            placeholder={texts.fields.email.placeholder}
            autoComplete="email"
            spellCheck={false}
          />
        </div>
        <div className={fieldRow.wide}>
          <TextField
            {...textControl('phone')}
            type="tel"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="tel"
          />
          <TextField {...textControl('subject')} />
        </div>
        <TextArea {...textControl('message')} rows={6} />
        <Honeypot id="contact-website" name="website" />
        <SubmitRow
          submitting={submitting}
          label={texts.submitLabel}
          submittingLabel={texts.sendingLabel}
        />
      </form>
      <FormToaster />
    </section>
  );
}
