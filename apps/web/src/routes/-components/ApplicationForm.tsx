import { zodResolver } from '@hookform/resolvers/zod';
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
  applicationFileFields,
  defaultCountry,
  dialCodeOptions,
  fileMessages,
  maxFileBytes,
  passwordChecks,
  type ApplicationFields,
  type ApplicationFieldsInput,
  type ApplicationFileField,
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
  toast,
  type SelectOption,
} from '@ngs/ui';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type FieldErrors,
  type Resolver,
  type ResolverResult,
} from 'react-hook-form';
import { ContentLink } from '../../components/ContentLink';
import { ApiError, postForm } from '../../lib/api';
import { errorSummaryItems, fieldLabel } from './formTexts';
import { Honeypot } from './Honeypot';
import * as styles from './ApplicationForm.css';

type YesNoAnswer = 'yes' | 'no' | null;

export type ApplicationFormValues = {
  applicationType: ApplicationType;
  resume: File | null;
  coverLetter: File | null;
  email: string;
  password: string;
  legalFirstName: string;
  legalMiddleName: string;
  legalLastName: string;
  countryCode: string;
  phoneNumber: string;
  relocate: YesNoAnswer;
  agreement: YesNoAnswer;
  disability: YesNoAnswer;
  checkBoxagreement: boolean;
  employmentStatus: YesNoAnswer;
  notificationJob: boolean;
  agreeToPrivacyPolicy: boolean;
  website: string;
} & Record<typeof employeeIdField, string>;

type FieldName = keyof ApplicationFormValues;

function emptyApplication(applicationType: ApplicationType): ApplicationFormValues {
  return {
    applicationType,
    resume: null,
    coverLetter: null,
    email: '',
    password: '',
    legalFirstName: '',
    legalMiddleName: '',
    legalLastName: '',
    countryCode: defaultCountry,
    phoneNumber: '',
    relocate: null,
    agreement: null,
    disability: null,
    checkBoxagreement: false,
    employmentStatus: null,
    [employeeIdField]: '',
    notificationJob: false,
    agreeToPrivacyPolicy: false,
    website: '',
  } as ApplicationFormValues;
}

/** The controls' ids, in the form's order: the error summary links to them. */
const fieldIds: Readonly<Record<string, string>> = Object.fromEntries(
  ['applicationType', ...applicationFieldNames].map((name) => [name, `application-${name}`]),
);
const idOf = (name: FieldName): string => fieldIds[name] ?? `application-${name}`;

function isFileField(name: string): name is ApplicationFileField {
  return (applicationFileFields as readonly string[]).includes(name);
}

function isFieldName(name: string): name is FieldName {
  return Object.hasOwn(fieldIds, name);
}

const fieldsResolver = zodResolver(applicationFieldsSchema);

/**
 * The text fields by the shared schema; the resume's presence here (D13). A file's type and
 * size are checked when it is chosen, so a refused file never reaches the form's values.
 */
const resolver: Resolver<ApplicationFormValues, unknown, ApplicationFields> = async (
  values,
  context,
  options,
) => {
  const result = (await fieldsResolver(
    values as unknown as ApplicationFieldsInput,
    context,
    options as unknown as Parameters<typeof fieldsResolver>[2],
  )) as unknown as ResolverResult<ApplicationFormValues, ApplicationFields>;
  if (values.resume) return result;
  const errors: FieldErrors<ApplicationFormValues> = {
    ...result.errors,
    resume: { type: 'required', message: fileMessages.required },
  };
  return { values: {}, errors };
};

/** The multipart payload: exactly D14's names, booleans as 'true'/'false', files by name. */
function toFormData(
  fields: ApplicationFields,
  files: Record<ApplicationFileField, File | null>,
): FormData {
  const body = new FormData();
  body.append('applicationType', fields.applicationType);
  for (const name of applicationFieldNames) {
    if (isFileField(name)) {
      const file = files[name];
      if (file) body.append(name, file, file.name);
      continue;
    }
    const value = fields[name];
    body.append(name, typeof value === 'boolean' ? String(value) : value);
  }
  body.append('website', fields.website);
  return body;
}

const subscribeToNothing = () => () => {};

/**
 * False while the prerendered HTML is hydrated, true afterwards. Country names come from the
 * running engine's Intl data, and Node and the browser name a few of them differently.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

function useDialCodeOptions(): SelectOption[] {
  const hydrated = useHydrated();
  const all = useMemo(
    () =>
      dialCodeOptions().map((option) => ({
        value: option.country,
        label: `${option.name} (${option.dialCode})`,
      })),
    [],
  );
  return hydrated ? all : all.filter((option) => option.value === defaultCountry);
}

const form = applicationForm;
const { fields: texts, toasts } = form;

export interface ApplicationFormProps {
  /** D14: from the page's `?type=`; the visitor may change it in the form. */
  applicationType?: ApplicationType;
}

/** The job and internship application (spec section 2, D13–D16). */
export function ApplicationForm({ applicationType = 'job' }: ApplicationFormProps) {
  const checklistId = useId();
  const countryOptions = useDialCodeOptions();
  const {
    control,
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationFormValues, unknown, ApplicationFields>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: emptyApplication(applicationType),
    // The error summary takes focus instead, and links to each field.
    shouldFocusError: false,
  });
  const password = useWatch({ control, name: 'password' });
  const [passwordFocused, setPasswordFocused] = useState(false);
  // Changes on every failed attempt, so that the summary takes focus again; 0 hides it.
  const [failedAttempts, setFailedAttempts] = useState(0);
  const sending = useRef(false);

  // A link to /apply?type=… followed while the form is open changes the choice, nothing else.
  useEffect(() => {
    setValue('applicationType', applicationType);
  }, [applicationType, setValue]);

  async function submit(fields: ApplicationFields) {
    if (sending.current) return;
    sending.current = true;
    try {
      const files = { resume: getValues('resume'), coverLetter: getValues('coverLetter') };
      await postForm('/job/apply', toFormData(fields, files));
      reset(emptyApplication(fields.applicationType));
      setFailedAttempts(0);
      toast(toasts.success, { duration: toastDurations.application, tone: 'success' });
    } catch (error) {
      // Everything stays, files included: the visitor only has to try again.
      const serverFields = error instanceof ApiError ? Object.entries(error.fields) : [];
      let shown = 0;
      for (const [field, text] of serverFields) {
        if (!isFieldName(field)) continue;
        setError(field, { type: 'server', message: text });
        shown += 1;
      }
      if (shown > 0) setFailedAttempts((count) => count + 1);
      toast(toasts.failure, { duration: toastDurations.application, tone: 'error' });
    } finally {
      sending.current = false;
    }
  }

  const summary = failedAttempts > 0 ? errorSummaryItems(fieldIds, errors) : [];
  const passwordField = register('password');

  function fileInput(name: ApplicationFileField) {
    return (
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <FileInput
            ref={field.ref}
            id={idOf(name)}
            name={name}
            label={fieldLabel(texts[name])}
            hint={form.file.note}
            accept={acceptList}
            maxBytes={maxFileBytes}
            messages={{ type: fileMessages.type, size: fileMessages.size }}
            value={field.value}
            onChange={(file) => {
              clearErrors(name);
              field.onChange(file);
            }}
            onError={(message) => setError(name, { type: 'file', message })}
            onBlur={field.onBlur}
            chooseLabel={form.file.chooseLabel}
            dropLabel={formTexts.fileDropLabel}
            removeLabel={formTexts.fileRemoveLabel}
            error={fieldState.error?.message}
          />
        )}
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
        error={errors[name]?.message}
        {...register(name)}
      />
    );
  }

  return (
    <>
      <ErrorSummary title={form.errorSummaryTitle} errors={summary} focusKey={failedAttempts} />
      <form
        className={styles.form}
        aria-label={form.title}
        noValidate
        onSubmit={(event) =>
          void handleSubmit(submit, () => setFailedAttempts((count) => count + 1))(event)
        }
      >
        <YesNo
          id={idOf('applicationType')}
          legend={form.applicationType.legend}
          options={form.applicationType.options}
          {...register('applicationType')}
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
          error={errors.email?.message}
          {...register('email')}
        />

        <div>
          <TextField
            id={idOf('password')}
            type="password"
            label={fieldLabel(texts.password)}
            hint={texts.password.hint}
            autoComplete="new-password"
            describedBy={checklistId}
            error={errors.password?.message}
            {...passwordField}
            onFocus={() => setPasswordFocused(true)}
            onBlur={(event) => {
              setPasswordFocused(false);
              void passwordField.onBlur(event);
            }}
          />
          <PasswordChecklist
            id={checklistId}
            rules={passwordChecks}
            value={password}
            // D15: while the field has focus or text, and always after a failed submit.
            visible={passwordFocused || password !== '' || failedAttempts > 0}
            title={form.passwordChecklistTitle}
            stateLabels={{ met: form.passwordRuleMet, unmet: form.passwordRuleNotMet }}
          />
        </div>

        <div className={styles.group}>
          <TextField
            id={idOf('legalFirstName')}
            label={fieldLabel(texts.legalFirstName)}
            autoComplete="given-name"
            error={errors.legalFirstName?.message}
            {...register('legalFirstName')}
          />
          <TextField
            id={idOf('legalMiddleName')}
            label={fieldLabel(texts.legalMiddleName)}
            autoComplete="additional-name"
            error={errors.legalMiddleName?.message}
            {...register('legalMiddleName')}
          />
          <TextField
            id={idOf('legalLastName')}
            label={fieldLabel(texts.legalLastName)}
            autoComplete="family-name"
            error={errors.legalLastName?.message}
            {...register('legalLastName')}
          />
        </div>

        <div className={styles.phone}>
          <Select
            id={idOf('countryCode')}
            label={fieldLabel(texts.countryCode)}
            placeholder={form.countryCodePlaceholder}
            options={countryOptions}
            autoComplete="tel-country-code"
            error={errors.countryCode?.message}
            {...register('countryCode')}
          />
          <TextField
            id={idOf('phoneNumber')}
            type="tel"
            inputMode="numeric"
            pattern="[0-9]*"
            label={fieldLabel(texts.phoneNumber)}
            autoComplete="tel"
            error={errors.phoneNumber?.message}
            {...register('phoneNumber')}
          />
        </div>

        {yesNo('relocate')}
        {yesNo('agreement')}
        {yesNo('disability')}

        <Checkbox
          id={idOf('checkBoxagreement')}
          label={texts.checkBoxagreement.label}
          error={errors.checkBoxagreement?.message}
          {...register('checkBoxagreement')}
        />

        {yesNo('employmentStatus')}

        <TextField
          id={idOf(employeeIdField)}
          label={fieldLabel(texts[employeeIdField])}
          hint={texts[employeeIdField].hint}
          autoComplete="off"
          error={errors[employeeIdField]?.message}
          {...register(employeeIdField)}
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
            {...register('notificationJob')}
          />
          <Checkbox
            id={idOf('agreeToPrivacyPolicy')}
            label={fieldLabel(texts.agreeToPrivacyPolicy)}
            {...register('agreeToPrivacyPolicy')}
          />
        </div>

        <Honeypot id="application-website" {...register('website')} />

        <div className={styles.actions}>
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? form.submittingLabel : form.submitLabel}
          </Button>
        </div>
      </form>
    </>
  );
}
