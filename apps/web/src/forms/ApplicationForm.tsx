import {
  applicationFieldNames,
  applicationForm,
  employeeIdField,
  formTexts,
  toastDurations,
  type ApplicationType,
} from '@ngs/content';
import {
  acceptList,
  applicationFieldsSchema,
  defaultCountry,
  dialCodeOptions,
  fileMessages,
  maxFileBytes,
  passwordChecks,
  type ApplicationFields,
  type ApplicationFileField,
  type FormSubmission,
} from '@ngs/forms';
import {
  Button,
  Checkbox,
  ErrorSummary,
  FileInput,
  PasswordChecklist,
  Select,
  TextField,
  YesNo,
  type SelectOption,
  Toaster,
} from '@ngs/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { ContentLink } from '../components/ContentLink';
import { endpoints, postForm } from '../lib/api';
import { fieldLabel } from './fieldLabel';
import { Honeypot } from './Honeypot';
import { checkWith, useServerForm, type Checked } from './useServerForm';
import * as styles from './ApplicationForm.css';

/** The controls' ids, in the form's order: the error summary links to them. */
const fieldIds: Readonly<Record<string, string>> = Object.fromEntries(
  ['applicationType', ...applicationFieldNames].map((name) => [name, `application-${name}`]),
);
const idOf = (name: string): string => fieldIds[name] ?? `application-${name}`;

/** D16: every country, India first; the same list on the server and in every browser. */
const countryOptions: SelectOption[] = dialCodeOptions().map((option) => ({
  value: option.country,
  label: `${option.name} (${option.dialCode})`,
}));

const form = applicationForm;
const { fields: texts, toasts } = form;

/** A checkbox's value as a form sends it: 'on' (without script) or 'true'. */
const checkedIn = (value: string | undefined) => value === 'on' || value === 'true';

/** The checkboxes, sent as 'true'/'false' by script (a form sent without it sends 'on' or nothing). */
const checkboxes = ['checkBoxagreement', 'notificationJob', 'agreeToPrivacyPolicy'] as const;

/**
 * The text fields by the shared rules, and the resume's presence (D13). A file's type and size
 * are checked when it is chosen, so a refused file never stays in its field.
 */
function checkApplication(
  element: HTMLFormElement,
  resume: File | null,
): Checked<ApplicationFields> {
  const data = new FormData(element);
  const input: Record<string, unknown> = {};
  for (const [name, value] of data) {
    if (typeof value === 'string' && !(name in input)) input[name] = value;
  }
  const checked = checkWith(applicationFieldsSchema, input);
  if (resume) return checked;
  const errors = 'errors' in checked ? checked.errors : {};
  return { errors: { ...errors, resume: fileMessages.required } };
}

/**
 * The multipart payload: the form's own fields (D14's names), checkboxes as 'true'/'false', and
 * the files chosen (the inputs hold them too, where the browser lets script set them).
 */
function payloadOf(
  element: HTMLFormElement,
  files: Record<ApplicationFileField, File | null>,
): FormData {
  const body = new FormData(element);
  for (const [name, file] of Object.entries(files)) {
    if (file) body.set(name, file, file.name);
    else body.delete(name);
  }
  for (const name of checkboxes) {
    const box = element.elements.namedItem(name);
    body.set(name, String(box instanceof HTMLInputElement && box.checked));
  }
  return body;
}

export interface ApplicationFormProps {
  /** D14: from the page's `?type=`; the visitor may change it in the form. */
  applicationType?: ApplicationType;
  /** What the server sent back for the form posted without script (D27). */
  submission?: FormSubmission | null;
}

/**
 * The job and internship application (spec section 2, D13–D16). It posts natively, as
 * multipart, when script is off or not loaded yet (D27): the server answers with this page
 * again, errors and values kept (not the password or the files), or with the confirmation page.
 */
export function ApplicationForm({
  applicationType = 'job',
  submission = null,
}: ApplicationFormProps) {
  const checklistId = useId();
  // What the fields start from: the server's answer to a post without script, until one is sent.
  const [sent, setSent] = useState<{ count: number; type: ApplicationType }>({
    count: 0,
    type: applicationType,
  });
  const fresh = sent.count > 0;
  const defaults: Readonly<Record<string, string>> = fresh ? {} : (submission?.values ?? {});
  const chosenType = fresh ? sent.type : (defaults['applicationType'] ?? applicationType);
  const [files, setFiles] = useState<Record<ApplicationFileField, File | null>>({
    resume: null,
    coverLetter: null,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const {
    formProps,
    fieldError,
    setFileError,
    summary,
    problem,
    summaryFocusKey,
    refused,
    submitting,
  } = useServerForm({
    check: (element) => checkApplication(element, files.resume),
    fieldIds,
    submission: fresh ? null : submission,
    send: async (_fields, element) => {
      await postForm(endpoints.application, payloadOf(element, files));
    },
    // Everything stays on failure, files included: the visitor only has to try again.
    onSent: () => {
      const type = formRef.current?.elements.namedItem('applicationType');
      setSent(({ count }) => ({
        count: count + 1,
        type: type instanceof RadioNodeList && type.value === 'internship' ? 'internship' : 'job',
      }));
      setFiles({ resume: null, coverLetter: null });
    },
    toasts: { ...toasts, durationMs: toastDurations.application },
  });
  const [password, setPassword] = useState('');

  // Each application sent leaves an empty form of the same type: the fields' defaults are
  // emptied, then the form reset to them.
  useEffect(() => {
    const element = formRef.current;
    if (sent.count === 0 || !element) return;
    element.reset();
    const country = element.elements.namedItem('countryCode');
    if (country instanceof HTMLSelectElement) country.value = defaultCountry;
    setPassword('');
  }, [sent.count]);
  const [passwordFocused, setPasswordFocused] = useState(false);

  // Text typed in the password before the script ran already counts for the checklist.
  useEffect(() => {
    const field = document.getElementById(idOf('password'));
    // The field is the source here: what the browser kept from before hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (field instanceof HTMLInputElement && field.value !== '') setPassword(field.value);
  }, []);

  // A link to /apply?type=… followed while the form is open changes the choice, nothing else.
  useEffect(() => {
    const type = formRef.current?.elements.namedItem('applicationType');
    if (!submission && type instanceof RadioNodeList) type.value = applicationType;
  }, [applicationType, submission]);

  function fileInput(name: ApplicationFileField) {
    return (
      <FileInput
        id={idOf(name)}
        name={name}
        label={fieldLabel(texts[name])}
        hint={form.file.note}
        accept={acceptList}
        maxBytes={maxFileBytes}
        messages={{ type: fileMessages.type, size: fileMessages.size }}
        value={files[name]}
        onChange={(file) => {
          setFileError(name, undefined);
          setFiles((chosen) => ({ ...chosen, [name]: file }));
        }}
        onError={(message) => setFileError(name, message)}
        dropLabel={formTexts.fileDropLabel}
        removeLabel={formTexts.fileRemoveLabel}
        error={fieldError(name)}
      />
    );
  }

  function yesNo(name: 'relocate' | 'agreement' | 'disability' | 'employmentStatus') {
    const text: { label: string; hint?: string } = texts[name];
    return (
      <YesNo
        id={idOf(name)}
        legend={text.label}
        hint={text.hint}
        options={form.yesNo}
        name={name}
        error={fieldError(name)}
        defaultValue={defaults[name]}
      />
    );
  }

  return (
    <>
      <ErrorSummary
        title={form.errorSummaryTitle}
        errors={summary}
        problem={problem}
        focusKey={summaryFocusKey}
      />
      <form
        className={styles.form}
        aria-label={form.title}
        action={endpoints.application}
        method="post"
        encType="multipart/form-data"
        ref={formRef}
        {...formProps}
      >
        <YesNo
          id={idOf('applicationType')}
          legend={form.applicationType.legend}
          options={form.applicationType.options}
          name="applicationType"
          defaultValue={chosenType}
        />

        <div className={styles.group}>
          {fileInput('resume')}
          {fileInput('coverLetter')}
        </div>

        <TextField
          id={idOf('email')}
          type="email"
          label={fieldLabel(texts.email)}
          placeholder={texts.email.placeholder}
          autoComplete="email"
          spellCheck={false}
          error={fieldError('email')}
          name="email"
          defaultValue={defaults['email']}
        />

        <div>
          <TextField
            id={idOf('password')}
            type="password"
            label={fieldLabel(texts.password)}
            hint={texts.password.hint}
            autoComplete="new-password"
            describedBy={checklistId}
            error={fieldError('password')}
            name="password"
            onChange={(event) => setPassword(event.currentTarget.value)}
            onFocus={() => setPasswordFocused(true)}
            onBlur={() => setPasswordFocused(false)}
          />
          <PasswordChecklist
            id={checklistId}
            rules={passwordChecks}
            value={password}
            // D15: while the field has focus or text, and always after a failed submit.
            visible={passwordFocused || password !== '' || refused}
            title={form.passwordChecklistTitle}
            stateLabels={{ met: form.passwordRuleMet, unmet: form.passwordRuleNotMet }}
          />
        </div>

        <div className={styles.group}>
          <TextField
            id={idOf('legalFirstName')}
            label={fieldLabel(texts.legalFirstName)}
            autoComplete="given-name"
            error={fieldError('legalFirstName')}
            name="legalFirstName"
            defaultValue={defaults['legalFirstName']}
          />
          <TextField
            id={idOf('legalMiddleName')}
            label={fieldLabel(texts.legalMiddleName)}
            autoComplete="additional-name"
            error={fieldError('legalMiddleName')}
            name="legalMiddleName"
            defaultValue={defaults['legalMiddleName']}
          />
          <TextField
            id={idOf('legalLastName')}
            label={fieldLabel(texts.legalLastName)}
            autoComplete="family-name"
            error={fieldError('legalLastName')}
            name="legalLastName"
            defaultValue={defaults['legalLastName']}
          />
        </div>

        <div className={styles.phone}>
          <Select
            id={idOf('countryCode')}
            label={fieldLabel(texts.countryCode)}
            placeholder={form.countryCodePlaceholder}
            options={countryOptions}
            autoComplete="tel-country-code"
            error={fieldError('countryCode')}
            name="countryCode"
            defaultValue={defaults['countryCode'] ?? defaultCountry}
          />
          <TextField
            id={idOf('phoneNumber')}
            type="tel"
            inputMode="numeric"
            pattern="[0-9]*"
            label={fieldLabel(texts.phoneNumber)}
            autoComplete="tel"
            error={fieldError('phoneNumber')}
            name="phoneNumber"
            defaultValue={defaults['phoneNumber']}
          />
        </div>

        {yesNo('relocate')}
        {yesNo('agreement')}
        {yesNo('disability')}

        <Checkbox
          id={idOf('checkBoxagreement')}
          label={texts.checkBoxagreement.label}
          error={fieldError('checkBoxagreement')}
          name="checkBoxagreement"
          defaultChecked={checkedIn(defaults['checkBoxagreement'])}
        />

        {yesNo('employmentStatus')}

        <TextField
          id={idOf(employeeIdField)}
          label={fieldLabel(texts[employeeIdField])}
          hint={texts[employeeIdField].hint}
          autoComplete="off"
          error={fieldError(employeeIdField)}
          name={employeeIdField}
          defaultValue={defaults[employeeIdField]}
        />

        <section className={styles.privacy} aria-labelledby="application-privacy">
          <h2 id="application-privacy" className={styles.privacyTitle}>
            {form.privacyStatement.title}
          </h2>
          {form.privacyStatement.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          <p className={styles.paragraph}>
            <ContentLink href={form.privacyStatement.link.href}>
              {form.privacyStatement.link.label}
            </ContentLink>
          </p>
        </section>

        <div className={styles.consents}>
          <Checkbox
            id={idOf('notificationJob')}
            label={fieldLabel(texts.notificationJob)}
            name="notificationJob"
            defaultChecked={checkedIn(defaults['notificationJob'])}
          />
          <Checkbox
            id={idOf('agreeToPrivacyPolicy')}
            label={fieldLabel(texts.agreeToPrivacyPolicy)}
            name="agreeToPrivacyPolicy"
            defaultChecked={checkedIn(defaults['agreeToPrivacyPolicy'])}
          />
        </div>

        <Honeypot id="application-website" name="website" />

        <div className={styles.actions}>
          <Button type="submit" size="lg" disabled={submitting}>
            {submitting ? form.submittingLabel : form.submitLabel}
          </Button>
        </div>
      </form>
      {/* The forms' toasts (D22): only the two form pages need their region and code. */}
      <Toaster position={toastDurations.position} duration={toastDurations.default} />
    </>
  );
}
