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
  openingLocations,
  openingPagePath,
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
  OpeningLocation,
  OpeningStatus,
  SalaryPeriod,
} from './opening';
export { openingsFilterFields, openingsFilterOf, openingsFilterQuery } from './careersView';
export type { CareersView, OpeningsFilter, PublicOpening } from './careersView';
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
