// The public API of @ngs/content: every export named (no `export *`).

export {
  brand,
  brandKit,
  copyrightLine,
  employeeIdField,
  strategyLabel,
  whyLabel,
  whyPath,
} from './brand';
export type { Brand } from './brand';

export { careers } from './careers';
export type { CareersPage } from './careers';
export { applicationFieldNames, applicationForm, passwordRules } from './applicationForm';
export { mail } from './mail';
export type { MailTexts } from './mail';
export type { ApplicationFieldName } from './applicationForm';

// One module per company page, so that a page's bundle carries its own texts only.
export { home } from './company/home';
export { mission } from './company/mission';
export { promise } from './company/promise';
export { qualityManagement } from './company/qualityManagement';
export { servicesScreen } from './company/servicesScreen';
export { story } from './company/story';
export { values } from './company/values';
export { vision } from './company/vision';
export { whoAreWe } from './company/whoAreWe';

export {
  applicationTypes,
  password,
  shortcutCarousel,
  testimonialCarousel,
  toastDurations,
  uploads,
} from './constants';
export type { ApplicationType } from './constants';

export { contactPage } from './contact';

export { privacy, terms } from './legal';

export {
  companyImageNames,
  heroVideo,
  isBrandMark,
  mediaFolders,
  processSlugs,
  techSlugs,
} from './media';
export type { CompanyImageName, PortraitName, ProcessSlug, TechSlug } from './media';

export {
  footer,
  headerLinks,
  legalLinks,
  logoLink,
  menuTexts,
  officesMenu,
  servicesMenu,
  shortcutLinks,
  sidebarLinks,
  socialLinks,
} from './navigation';

export { offices } from './offices';
export { openingTexts } from './openings';
export type { OpeningTexts } from './openings';
export { jobAlerts } from './jobAlerts';
export { jobAlertPageTitles, jobAlertsMeta } from './jobAlertTitles';
export type { JobAlertTexts } from './jobAlerts';

export { findPerson, leaders, personProfiles } from './people';
export { personPath } from './personPath';

export { processTitle, qualityProcessSteps, serviceProcessSteps } from './process';

export { aliasRedirects, normalisePath } from './routes';

export { searchDestinations, searchTexts } from './search';

export { getService, services } from './services';
export { serviceIds, serviceLinks, servicePath, serviceTexts, serviceTitles } from './serviceNames';

export { backToTop, cursorDemo, notFound, quickContact, skipLink } from './site';

export { technologies } from './technologies';

export { testimonials, testimonialsSection } from './testimonials';

export type {
  CaptionedImage,
  CompanyPage,
  ContentSection,
  ExternalLink,
  FieldText,
  Hero,
  HeroVideo,
  HomePage,
  HomeValueKey,
  Image,
  InternalHref,
  LegalDocument,
  LegalPage,
  Leader,
  Link,
  LinkedText,
  NavLink,
  Office,
  PageMeta,
  PasswordRule,
  PasswordRuleId,
  PersonProfile,
  ProcessStep,
  PromiseAudience,
  PromiseList,
  PromisePage,
  QualityPage,
  SearchDestination,
  Service,
  ServiceCard,
  ServiceId,
  ServicesScreen,
  SocialLink,
  SocialNetwork,
  TechTile,
  Testimonial,
  TextSection,
  TitledText,
  ValuesPage,
  WhoAreWePage,
} from './types';
export { formTexts, tooLongMessage } from './formTexts';
export { pageMeta, signedInTitles } from './pageMeta';

export { candidateArea, staffArea } from './signedIn';
export type { CandidateAreaTexts, StaffAreaTexts } from './signedIn';
