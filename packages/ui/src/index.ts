// Theme
export { vars, ngsTheme, ngsFallbackFonts, harbourTheme, breakpoints, mediaQueries } from './theme';
export { visuallyHidden } from './css/visuallyHidden.css';

// Primitives: the pieces the components are built from
export { sprinkles } from './system/sprinkles.css';
export type { Sprinkles } from './system/sprinkles.css';
export { Box } from './system/Box/Box';
export type { BoxProps } from './system/Box/Box';
export { Text } from './system/Text/Text';
export type { TextProps } from './system/Text/Text';
export { bodyText } from './system/Text/Text.css';
export { Heading } from './system/Heading/Heading';
export type { HeadingLevel, HeadingProps, HeadingSize } from './system/Heading/Heading';
export { headingText } from './system/Heading/Heading.css';
export { Image } from './system/Image/Image';
export type { ImageProps, ImageSource, ImageSourceOptionalSize } from './system/Image/Image';
export { Icon } from './system/Icon/Icon';
export type { IconProps, IconShapeProps } from './system/Icon/Icon';
export {
  ArrowRightIcon,
  ArrowUpIcon,
  ChatIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  ErrorIcon,
  ExternalLinkIcon,
  GlobeIcon,
  InfoIcon,
  MailIcon,
  MenuIcon,
  PauseIcon,
  PauseSolidIcon,
  PhoneIcon,
  PlayIcon,
  PlaySolidIcon,
  SearchIcon,
  SuccessIcon,
} from './system/Icon/icons';
export { Section } from './components/Section/Section';
export type { SectionProps, SectionTone } from './components/Section/Section';
export { listReset } from './system/listReset.css';

// Links: the app's link component, set once at the root, draws every link of the kit
export { Link, LinkProvider } from './components/LinkProvider/LinkProvider';

// Server rendering: set around the server's render so that components answer before hydration
export { ServerScripts, serverScriptSources } from './components/private/ServerScript';
export type {
  LinkComponent,
  LinkComponentProps,
  LinkProviderProps,
} from './components/LinkProvider/LinkProvider';

// Layout
export { Container } from './components/Container/Container';
export type { ContainerProps } from './components/Container/Container';
export { Stack } from './components/Stack/Stack';
export type { StackGap, StackProps } from './components/Stack/Stack';
export { Grid } from './components/Grid/Grid';
export type { GridColumnCount, GridColumns, GridProps } from './components/Grid/Grid';

// Typography and actions
export { AccentTitle } from './components/AccentTitle/AccentTitle';
export type { AccentTitleProps } from './components/AccentTitle/AccentTitle';
export { Button } from './components/Button/Button';
export type { ButtonProps } from './components/Button/Button';
export { ButtonLink } from './components/ButtonLink/ButtonLink';
export type { ButtonLinkProps } from './components/ButtonLink/ButtonLink';
export { IconButton } from './components/IconButton/IconButton';
export type { IconButtonProps } from './components/IconButton/IconButton';

// Content
export { HeroSplit } from './components/HeroSplit/HeroSplit';
export type { HeroSplitProps } from './components/HeroSplit/HeroSplit';
export { heroLeadRange, splitAtClause } from './components/HeroSplit/splitAtClause';
export type { LeadRange } from './components/HeroSplit/splitAtClause';
export { VideoHero } from './components/VideoHero/VideoHero';
export type {
  VideoHeroPlaybackState,
  VideoHeroProps,
  VideoHeroSource,
} from './components/VideoHero/VideoHero';
export { Card } from './components/Card/Card';
export type { CardProps } from './components/Card/Card';
export { CardGrid } from './components/CardGrid/CardGrid';
export type { CardGridProps } from './components/CardGrid/CardGrid';
export { OfferCard } from './components/OfferCard/OfferCard';
export type { OfferCardProps } from './components/OfferCard/OfferCard';
export { TechTile } from './components/TechTile/TechTile';
export type { TechTileLogo, TechTileProps } from './components/TechTile/TechTile';
export { TechGrid } from './components/TechGrid/TechGrid';
export type { TechGridProps } from './components/TechGrid/TechGrid';
export { Timeline } from './components/Timeline/Timeline';
export type { TimelineProps, TimelineStep } from './components/Timeline/Timeline';
export { DataTable } from './components/DataTable/DataTable';
export type { DataTableColumn, DataTableProps } from './components/DataTable/DataTable';
export { Badge } from './components/Badge/Badge';
export type { BadgeProps, BadgeTone } from './components/Badge/Badge';
export { SkipLink } from './components/SkipLink/SkipLink';
export type { SkipLinkProps } from './components/SkipLink/SkipLink';
export { Pagination } from './components/Pagination/Pagination';
export type { PaginationProps } from './components/Pagination/Pagination';
export { Carousel } from './components/Carousel/Carousel';
export { Ticker } from './components/Ticker/Ticker';
export type { TickerProps } from './components/Ticker/Ticker';
export type { CarouselLabels, CarouselProps } from './components/Carousel/Carousel';
export type { SlidesPerView } from './components/Carousel/slidesPerView';
export { TestimonialCard } from './components/TestimonialCard/TestimonialCard';
export type { TestimonialCardProps } from './components/TestimonialCard/TestimonialCard';
export { TestimonialDialog } from './components/TestimonialDialog/TestimonialDialog';
export type { TestimonialDialogProps } from './components/TestimonialDialog/TestimonialDialog';
export { NotFound } from './components/NotFound/NotFound';
export type { NotFoundProps } from './components/NotFound/NotFound';

// Navigation and overlays
export { Dialog } from './components/Dialog/Dialog';
export type { DialogProps } from './components/Dialog/Dialog';
export { closesDialog, opensDialog } from './components/Dialog/invokerCommands';
export { NavMenu } from './components/NavMenu/NavMenu';
export type {
  NavMenuDropdownItem,
  NavMenuItem,
  NavMenuLinkItem,
  NavMenuPanel,
  NavMenuPanelLink,
  NavMenuProps,
} from './components/NavMenu/NavMenu';
export { MobileSidebar } from './components/MobileSidebar/MobileSidebar';
export type {
  MobileSidebarLink,
  MobileSidebarProps,
} from './components/MobileSidebar/MobileSidebar';
export { SearchDialog } from './components/SearchDialog/SearchDialog';
export type { SearchDestination, SearchDialogProps } from './components/SearchDialog/SearchDialog';
export { filterDestinations } from './components/SearchDialog/filterDestinations';

// Site chrome
export { SiteHeader } from './components/SiteHeader/SiteHeader';
export type { SiteHeaderProps } from './components/SiteHeader/SiteHeader';
export { SiteFooter } from './components/SiteFooter/SiteFooter';
export type {
  SiteFooterColumn,
  SiteFooterLink,
  SiteFooterProps,
  SiteFooterSocialLink,
} from './components/SiteFooter/SiteFooter';
export { BackToTop } from './components/BackToTop/BackToTop';
export type { BackToTopProps } from './components/BackToTop/BackToTop';
export { QuickContact } from './components/QuickContact/QuickContact';
export type { QuickContactLink, QuickContactProps } from './components/QuickContact/QuickContact';
export { FloatingActions } from './components/FloatingActions/FloatingActions';
export type { FloatingActionsProps } from './components/FloatingActions/FloatingActions';
export { CursorFollower } from './components/CursorFollower/CursorFollower';
export { cursorHoverSelector } from './components/CursorFollower/useCursorTracking';
export type { CursorState } from './components/CursorFollower/useCursorTracking';
export { Glow } from './components/Glow/Glow';
export { Toaster } from './components/Toaster/Toaster';
export type { ToasterProps } from './components/Toaster/Toaster';
export { dismissToast, toast } from './components/Toaster/toastStore';
export type { ToastOptions, ToastTone } from './components/Toaster/toastStore';

// Forms
export { FieldError } from './components/FieldError/FieldError';
export type { FieldErrorProps } from './components/FieldError/FieldError';
export { TextField } from './components/TextField/TextField';
export type { TextFieldProps } from './components/TextField/TextField';
export { TextArea } from './components/TextArea/TextArea';
export type { TextAreaProps } from './components/TextArea/TextArea';
export { Select } from './components/Select/Select';
export type { SelectOption, SelectProps } from './components/Select/Select';
export { YesNo } from './components/YesNo/YesNo';
export type { YesNoOption, YesNoProps } from './components/YesNo/YesNo';
export { Checkbox } from './components/Checkbox/Checkbox';
export type { CheckboxProps } from './components/Checkbox/Checkbox';
export { FileInput } from './components/FileInput/FileInput';
export type { FileInputProps } from './components/FileInput/FileInput';
export { checkFile, formatFileSize } from './components/FileInput/checkFile';
export type { FileProblem, FileRules } from './components/FileInput/checkFile';
export { PasswordChecklist } from './components/PasswordChecklist/PasswordChecklist';
export type { PasswordChecklistProps } from './components/PasswordChecklist/PasswordChecklist';
export { evaluateRules, patternRule } from './components/PasswordChecklist/evaluateRules';
export type {
  EvaluatedPasswordRule,
  PasswordRule,
} from './components/PasswordChecklist/evaluateRules';
export { ErrorSummary } from './components/ErrorSummary/ErrorSummary';
export type { ErrorSummaryItem, ErrorSummaryProps } from './components/ErrorSummary/ErrorSummary';
