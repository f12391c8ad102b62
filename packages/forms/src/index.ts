export { contactRequired, contactSchema } from './contact';
export { emailPattern } from './text';
export type { ContactInput, ContactMessage } from './contact';
export {
  applicationFieldsSchema,
  applicationFileFields,
  applicationRequired,
  applicationSchema,
} from './application';
export type {
  ApplicationFields,
  ApplicationFieldsInput,
  ApplicationFileField,
} from './application';
export {
  employmentTypes,
  locationField,
  newOpeningForm,
  openingActions,
  openingFieldsSchema,
  openingFormValues,
  openingFormValuesOf,
  openingSlugBase,
  openingStatuses,
  salaryPeriods,
} from './opening';
export type {
  EmploymentType,
  OpeningAction,
  OpeningFields,
  OpeningFieldsInput,
  OpeningFormValues,
  OpeningStatus,
  SalaryPeriod,
} from './opening';
export { openingLocations } from './openingLocations';
export type { OpeningLocation } from './openingLocations';
export {
  openingPagePath,
  openingPathOf,
  openingsFilterFields,
  openingsFilterOf,
  openingsFilterQuery,
} from './careersView';
export type { ApplyingFor, CareersView, OpeningsFilter, PublicOpening } from './careersView';
export {
  builtJobAlertSteps,
  isBuiltJobAlertStep,
  jobAlertSteps,
  jobAlertsPagePattern,
  jobAlertsPath,
} from './jobAlertSteps';
export { jobAlertSubscriptionSchema } from './jobAlerts';
export type { JobAlertStep } from './jobAlertSteps';
export type { JobAlertsView } from './jobAlerts';
export { passwordChecks, passwordMeetsRules } from './password';
export { defaultCountry, dialCodeOptions, isKnownCountry } from './countries';
export type { DialCodeOption } from './countries';
export {
  acceptList,
  acceptedFileKinds,
  applicationFilesSchema,
  fileMessages,
  maxFileBytes,
} from './files';
export type { AcceptedFileKind } from './files';
export { fieldErrors } from './issues';
export { formNames, valuesToKeep } from './submission';
export type { FormName, FormSubmission } from './submission';
export { formEndpoints } from './endpoints';
export { candidatePaths, pathTo, routeIn, staffPaths } from './signedInPaths';
export type { PathParams } from './signedInPaths';
export type { RenderContext, SiteRenderer } from './siteRenderer';
export { applicationStatusValues, staffStatusValues } from './signedIn';
export type {
  ApplicationStatusValue,
  ApplicationTypeValue,
  CandidateApplication,
  CandidateLinkSentView,
  CandidateLinkView,
  CandidateSignInView,
  CandidateView,
  DetailFeedback,
  InboxApplicationRow,
  InboxContactRow,
  InboxCounts,
  InboxQuery,
  OpeningChangeRow,
  SignInState,
  SignedInScreen,
  SignedInView,
  StaffAccountView,
  StaffApplicationView,
  StaffContactView,
  StaffInboxView,
  StaffNote,
  StaffOpeningRow,
  StaffOpeningView,
  StaffOpeningsView,
  StaffSession,
  StaffSessionRow,
  StaffSetPasswordView,
  StaffSignInView,
  StoredFile,
  TotpEnrolment,
} from './signedIn';
