import {
  applicationForm,
  employeeIdField,
  formTexts,
  toastDurations,
  type ApplicationType,
} from '@ngs/content';
import {
  acceptList,
  applicationRequired,
  defaultCountry,
  dialCodeOptions,
  fileMessages,
  maxFileBytes,
  openingPathOf,
  type ApplicationFileField,
  type ApplyingFor,
  type FormSubmission,
} from '@ngs/forms';
import {
  Checkbox,
  ErrorSummary,
  FieldError,
  FileInput,
  Select,
  TextField,
  YesNo,
  type SelectOption,
} from '@ngs/ui';
import { useEffect, useRef, useState } from 'react';
import { endpoints, postForm } from '../lib/api';
import { useAddressChange } from '../lib/useAddressChange';
import { fieldLabel } from './fieldLabel';
import { Honeypot } from './Honeypot';
import { checkApplication, checkedIn, fieldIds, idOf, payloadOf } from './applicationPayload';
import { PasswordField } from './PasswordField';
import { PrivacyStatement } from './PrivacyStatement';
import { fieldRow } from './formParts.css';
import { FormToaster, SubmitRow } from './formParts';
import { useServerForm } from './useServerForm';
import * as styles from './ApplicationForm.css';

/** D16: every country, India first; the same list on the server and in every browser. */
const countryOptions: SelectOption[] = dialCodeOptions().map((option) => ({
  value: option.country,
  label: `${option.name} (${option.dialCode})`,
}));

const form = applicationForm;
const { fields: texts, toasts } = form;

type TextControlName =
  | 'email'
  | 'legalFirstName'
  | 'legalMiddleName'
  | 'legalLastName'
  | 'countryCode'
  | 'phoneNumber'
  | typeof employeeIdField;

export interface ApplicationFormProps {
  /** D14: from the page's `?type=`; the visitor may change it in the form. */
  applicationType?: ApplicationType;
  /** What the server sent back for the form posted without script (D27). */
  submission?: FormSubmission | null;
  /** The opening it answers, reached from its page (issue 34); none for a general application. */
  applyingFor?: ApplyingFor | undefined;
}

/**
 * The job and internship application (spec section 2, D13–D16). It posts natively, as
 * multipart, when script is off or not loaded yet (D27): the server answers with this page
 * again, errors and values kept (not the password or the files), or with the confirmation page.
 */
export function ApplicationForm({
  applicationType = 'job',
  submission = null,
  applyingFor,
}: ApplicationFormProps) {
  // What the fields start from: the server's answer to a post without script, until one is sent.
  const [sent, setSent] = useState<{ count: number; type: ApplicationType }>({
    count: 0,
    type: applicationType,
  });
  const fresh = sent.count > 0;
  const defaults: Readonly<Record<string, string>> = fresh ? {} : (submission?.values ?? {});
  // A role's form that comes back general (the role closed) keeps the role's type.
  const chosenType = fresh
    ? sent.type
    : (defaults['applicationType'] ?? applyingFor?.type ?? applicationType);
  const [files, setFiles] = useState<Record<ApplicationFileField, File | null>>({
    resume: null,
    coverLetter: null,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const { formProps, summaryProps, fieldError, setFileError, refused, submitting } = useServerForm({
    check: (element) => checkApplication(element, files),
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
    formId: 'application-form',
    required: applicationRequired,
  });

  // Each application sent leaves an empty form of the same type: the fields' defaults are
  // emptied, then the form reset to them.
  useEffect(() => {
    const element = formRef.current;
    if (sent.count === 0 || !element) return;
    element.reset();
    const country = element.elements.namedItem('countryCode');
    if (country instanceof HTMLSelectElement) country.value = defaultCountry;
  }, [sent.count]);

  // A link to /apply?type=… followed while the form is open changes the choice, nothing else;
  // the choice the page was loaded with is the server's, and the visitor's since.
  useAddressChange(applicationType, (type) => {
    const choice = formRef.current?.elements.namedItem('applicationType');
    if (choice instanceof RadioNodeList) choice.value = type;
  });

  // An opening that closed (before the page, or before the form reached the server) leaves a
  // general application: its fields are dropped and the type is the visitor's to choose again.
  const openingRefusal = fieldError('openingId');
  const forOpening = applyingFor?.open && !openingRefusal ? applyingFor : undefined;

  /** What every text control shares: its id, label, name, error and the value kept for it. */
  function textControl(name: TextControlName) {
    return {
      id: idOf(name),
      label: fieldLabel(texts[name]),
      name,
      error: fieldError(name),
      defaultValue: defaults[name],
    };
  }

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
      <ErrorSummary title={form.errorSummaryTitle} {...summaryProps} />
      <form
        className={styles.form}
        aria-label={form.title}
        action={endpoints.application}
        method="post"
        encType="multipart/form-data"
        ref={formRef}
        {...formProps}
      >
        {applyingFor ? (
          <div id={idOf('openingId')} tabIndex={-1} className={styles.role}>
            <p className={styles.paragraph}>{applicationForm.opening.label}</p>
            <p className={styles.roleTitle}>
              {applyingFor.slug ? (
                <a href={openingPathOf(applyingFor.slug)}>{applyingFor.title}</a>
              ) : (
                applyingFor.title
              )}
            </p>
            {forOpening ? (
              <>
                <input type="hidden" name="openingId" value={forOpening.id} />
                <input type="hidden" name="jobTitle" value={forOpening.title} />
                <input type="hidden" name="applicationType" value={forOpening.type} />
              </>
            ) : (
              <>
                <FieldError id={`${idOf('openingId')}-error`}>
                  {openingRefusal ?? applicationForm.opening.closedAlready}
                </FieldError>
                <a href="/career#openings">{applicationForm.opening.openRoles}</a>
              </>
            )}
          </div>
        ) : null}
        {forOpening ? null : (
          <YesNo
            id={idOf('applicationType')}
            legend={form.applicationType.legend}
            options={form.applicationType.options}
            name="applicationType"
            defaultValue={chosenType}
          />
        )}

        <div className={fieldRow.narrow}>
          {fileInput('resume')}
          {fileInput('coverLetter')}
        </div>

        <TextField
          {...textControl('email')}
          type="email"
          placeholder={texts.email.placeholder}
          autoComplete="email"
          spellCheck={false}
        />

        <PasswordField
          // A fresh field (and checklist) for each application sent.
          key={sent.count}
          id={idOf('password')}
          error={fieldError('password')}
          refused={refused}
        />

        <div className={fieldRow.narrow}>
          <TextField {...textControl('legalFirstName')} autoComplete="given-name" />
          <TextField {...textControl('legalMiddleName')} autoComplete="additional-name" />
          <TextField {...textControl('legalLastName')} autoComplete="family-name" />
        </div>

        <div className={fieldRow.wide}>
          <Select
            {...textControl('countryCode')}
            placeholder={form.countryCodePlaceholder}
            options={countryOptions}
            defaultValue={defaults['countryCode'] ?? defaultCountry}
            autoComplete="tel-country-code"
          />
          <TextField
            {...textControl('phoneNumber')}
            type="tel"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="tel"
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
          {...textControl(employeeIdField)}
          hint={texts[employeeIdField].hint}
          autoComplete="off"
        />

        <PrivacyStatement />

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

        <SubmitRow
          submitting={submitting}
          label={form.submitLabel}
          submittingLabel={form.submittingLabel}
          size="lg"
        />
      </form>
      <FormToaster />
    </>
  );
}
