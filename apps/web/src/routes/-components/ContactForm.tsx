import { zodResolver } from '@hookform/resolvers/zod';
import { contactPage, formTexts, toastDurations } from '@ngs/content';
import { contactSchema, type ContactMessage } from '@ngs/forms';
import { Button, ErrorSummary, TextArea, TextField, toast } from '@ngs/ui';
import { useId, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { ApiError, postJson } from '../../lib/api';
import { errorSummaryItems, fieldLabel } from './formTexts';
import { Honeypot } from './Honeypot';
import * as styles from './ContactForm.css';

interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  website: string;
}

const emptyMessage: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  website: '',
};

/** The controls' ids, in the form's order: the error summary links to them. */
const fieldIds = {
  name: 'contact-name',
  email: 'contact-email',
  phone: 'contact-phone',
  subject: 'contact-subject',
  message: 'contact-message',
} as const satisfies Partial<Record<keyof ContactFormValues, string>>;

const { form: texts, toasts } = contactPage;

const messageResolver = zodResolver(contactSchema);

// The honeypot is no part of the message's rules: the schema checks the five fields only.
const resolver: Resolver<ContactFormValues, unknown, ContactMessage> = (values, context, options) =>
  messageResolver(values, context, options as unknown as Parameters<typeof messageResolver>[2]);

function isFieldName(name: string): name is keyof typeof fieldIds {
  return Object.hasOwn(fieldIds, name);
}

/** The contact form: D12's rules, and D11's promise that nothing typed is lost on failure. */
export function ContactForm() {
  const titleId = useId();
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactMessage>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: emptyMessage,
    // The error summary takes focus instead, and links to each field.
    shouldFocusError: false,
  });
  // Changes on every failed attempt, so that the summary takes focus again; 0 hides it.
  const [failedAttempts, setFailedAttempts] = useState(0);
  const sending = useRef(false);

  async function send(message: ContactMessage) {
    if (sending.current) return;
    sending.current = true;
    try {
      await postJson('/contact', { ...message, website: getValues('website') });
      // D11: cleared only once the server has the message.
      reset(emptyMessage);
      setFailedAttempts(0);
      toast(toasts.success, { duration: toastDurations.contact, tone: 'success' });
    } catch (error) {
      const serverFields = error instanceof ApiError ? Object.entries(error.fields) : [];
      let shown = 0;
      for (const [field, text] of serverFields) {
        if (!isFieldName(field)) continue;
        setError(field, { type: 'server', message: text });
        shown += 1;
      }
      if (shown > 0) setFailedAttempts((count) => count + 1);
      toast(toasts.failure, { duration: toastDurations.contact, tone: 'error' });
    } finally {
      sending.current = false;
    }
  }

  const summary = failedAttempts > 0 ? errorSummaryItems(fieldIds, errors) : [];

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {texts.title}
      </h3>
      <ErrorSummary
        title={formTexts.contactErrorSummaryTitle}
        errors={summary}
        focusKey={failedAttempts}
      />
      <form
        className={styles.form}
        aria-labelledby={titleId}
        noValidate
        onSubmit={(event) =>
          void handleSubmit(send, () => setFailedAttempts((count) => count + 1))(event)
        }
      >
        <div className={styles.pair}>
          <TextField
            id={fieldIds.name}
            label={fieldLabel(texts.fields.name)}
            autoComplete="name"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            id={fieldIds.email}
            type="email"
            label={fieldLabel(texts.fields.email)}
            placeholder={texts.fields.email.placeholder}
            autoComplete="email"
            spellCheck={false}
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
        <div className={styles.pair}>
          <TextField
            id={fieldIds.phone}
            type="tel"
            inputMode="numeric"
            pattern="[0-9]*"
            label={fieldLabel(texts.fields.phone)}
            autoComplete="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            id={fieldIds.subject}
            label={fieldLabel(texts.fields.subject)}
            error={errors.subject?.message}
            {...register('subject')}
          />
        </div>
        <TextArea
          id={fieldIds.message}
          label={fieldLabel(texts.fields.message)}
          rows={6}
          error={errors.message?.message}
          {...register('message')}
        />
        <Honeypot id="contact-website" {...register('website')} />
        <div className={styles.actions}>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? texts.sendingLabel : texts.submitLabel}
          </Button>
        </div>
      </form>
    </section>
  );
}
