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

export {
  applicationFieldNames,
  applicationForm,
  applicationTypes,
  careers,
  passwordRules,
} from './careers';
export type { ApplicationFieldName, ApplicationType, CareersPage } from './careers';

export {
  home,
  mission,
  promise,
  qualityManagement,
  servicesScreen,
  story,
  values,
  vision,
  whoAreWe,
} from './company';

export {
  layout,
  password,
  shortcutCarousel,
  testimonialCarousel,
  toastDurations,
  uploadAccept,
  uploads,
} from './constants';

export { contactPage } from './contact';

export { privacy, terms } from './legal';

export { companyImageNames, heroVideo, processSlugs, techSlugs } from './media';
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

export { findPerson, leaders, personPath, personProfiles } from './people';

export { processTitle, qualityProcessSteps, serviceProcessSteps } from './process';

export {
  aliasRedirects,
  homeAnchors,
  isKnownPath,
  normalisePath,
  pathsWithoutFooter,
  personPaths,
  servicePaths,
  staticPaths,
} from './routes';

export { findDestinations, searchDestinations, searchTexts } from './search';

export { getService, services } from './services';
export { serviceIds, serviceLinks, servicePath, serviceTitles } from './serviceNames';

export { backToTop, cursorDemo, notFound, quickContact, skipLink } from './site';

export { technologies } from './technologies';

export { testimonials, testimonialsSection } from './testimonials';

export type {
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
export { formTexts } from './formTexts';
export { pageMeta } from './pageMeta';
