import type { ServiceId } from './serviceNames';

/** A path inside the site, always starting with `/` (may carry `?query` or `#anchor`). */
export type InternalHref = `/${string}`;

/** An image shipped with the site: a path under `/media/` plus the text a screen reader hears. */
export interface Image {
  src: InternalHref;
  alt: string;
  width: number;
  height: number;
}

export interface Link {
  label: string;
  href: InternalHref;
}

export interface ExternalLink {
  label: string;
  href: `https://${string}` | `mailto:${string}` | `tel:${string}`;
}

export interface ServiceCard {
  title: string;
  text: string;
  img?: Image;
  /** Visual emphasis the spec's records carry; the UI maps it to a card variant. */
  style?: 'plain' | 'highlight';
}

export interface Service {
  id: ServiceId;
  /** The short name used in menus and search (the spec's `title`). */
  title: string;
  /** The short marketing description (the spec's `text`). */
  text: string;
  img: Image;
  /** The compact sign the services grid shows, so the grid never repeats `img` (D46). */
  pictogram: Image;
  mainTitle: string;
  mainText: string;
  /** How many characters of `mainText` its hero sets apart as the lead (D38); 0 for none. */
  mainLeadLength: number;
  subtitle: string;
  subtext: string;
  cards: readonly ServiceCard[];
}

export type { ServiceId };

export interface Testimonial {
  id: number;
  name: string;
  text: string;
  image: Image;
}

export interface TechTile {
  text: string;
  img: Image;
}

/** A step of the alternating NGS PROCESS timeline of /qualitymanagement, shown with its picture. */
export interface ProcessStep {
  title: string;
  text: string;
  img: Image;
}

/** A picture with the words that say what it shows, under it (`<figcaption>`). */
export interface CaptionedImage {
  img: Image;
  caption: string;
}

export interface Leader {
  name: string;
  role: string;
  img: Image;
  /** The spec marks the first card; it is shown first and larger. */
  featured: boolean;
}

export interface PersonProfile {
  /** Matched case-insensitively against `/person/{name}`. */
  name: string;
  subtitle: string;
  img: Image;
  para: readonly string[];
}

export interface SearchDestination {
  title: string;
  link: InternalHref;
}

export interface Office {
  city: string;
  /** The state, which postal addresses in structured data (job postings) name apart. */
  region: string;
  label: string;
  addressLines: readonly string[];
  /** The address lines before the "City, State PIN" one, joined with ", ". */
  streetAddress: string;
  pin: string;
  mapsUrl: `https://${string}`;
}

export interface TextSection {
  title: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  intro: readonly string[];
  sections: readonly TextSection[];
  contactEmail: string;
}

/* ------------------------------------------------------------------------------------------
 * Building blocks of the page texts (added with the content modules).
 * ---------------------------------------------------------------------------------------- */

/** A heading with one short paragraph: value cards, comparison rows, process notes. */
export interface TitledText {
  title: string;
  text: string;
}

/** A section of a page: heading, paragraphs, optionally an image and a link onwards. */
export interface ContentSection {
  title: string;
  paragraphs: readonly string[];
  img?: Image;
  link?: Link;
}

export interface Hero {
  title: string;
  text?: string;
  /**
   * How many characters of `text` the hero sets apart as the lead: where the split rule of D38
   * (the kit's `splitAtClause`) ends it, checked by the site's tests; 0 for none.
   */
  leadLength?: number;
  img: Image;
}

/** The looping background video of the home hero (D3: the project's own render). */
export interface HeroVideo {
  webm: InternalHref;
  mp4: InternalHref;
  poster: Image;
}

/** A header or sidebar link. `activeUnder` also marks it active below that prefix (D9). */
export interface NavLink extends Link {
  activeUnder?: InternalHref;
}

export type SocialNetwork = 'instagram' | 'x' | 'whatsapp' | 'linkedin';

export interface SocialLink extends ExternalLink {
  network: SocialNetwork;
}

/** The texts of one form field; the UI cannot render a field without its label. */
export interface FieldText {
  label: string;
  hint?: string;
  placeholder?: string;
  optional?: boolean;
}

export type PasswordRuleId =
  'minLength' | 'maxLength' | 'mixedCase' | 'digitOrSpecial' | 'noWhitespace';

export interface PasswordRule {
  id: PasswordRuleId;
  label: string;
}

export type PromiseAudience = 'customers' | 'employees' | 'partners';

export interface PromiseList {
  audience: PromiseAudience;
  title: string;
  items: readonly string[];
}

/** A legal page: the document and the closing contact block. */
export interface LegalPage extends LegalDocument {
  contact: TextSection;
}

/** A page's document title and the text search engines show under it (120–160 chars). */
export interface PageMeta {
  title: string;
  description: string;
}

/** A page that opens under a hero image. */
export interface HeroPage {
  hero: Hero;
}

/* ------------------------------------------------------------------------------------------
 * Page shapes: one per screen, so the web app and the schema agree on what a page holds.
 * ---------------------------------------------------------------------------------------- */

/** A card or row that leads somewhere. */
export interface LinkedText extends TitledText {
  link: Link;
}

export type HomeValueKey = 'innovators' | 'entrepreneurial' | 'partnership';

export interface HomePage {
  hero: { title: string; text: string; video: HeroVideo; cta: Link };
  about: ContentSection & { anchor: 'about' };
  whoAreWe: {
    anchor: 'whoarewe';
    title: string;
    text: string;
    values: readonly (TitledText & { key: HomeValueKey })[];
    link: Link;
  };
  whatWeOffer: { anchor: 'whatweoffer'; title: string; text: string; rows: readonly LinkedText[] };
  companyLinks: { title: string; links: readonly Link[] };
}

export interface ServicesScreen extends HeroPage {
  intro: TitledText;
  offers: TitledText;
  comparison: {
    title: string;
    regular: { title: string; items: readonly string[] };
    ours: { title: string; items: readonly string[] };
  };
  technologies: TitledText;
  quality: LinkedText;
  howWeWork: { title: string; text: string; steps: readonly TitledText[] };
}

/** /story, /vision and /mission: a hero title and static sections. */
export interface CompanyPage extends HeroPage {
  sections: readonly ContentSection[];
}

export interface ValuesPage extends HeroPage {
  /** The heading over the list of values. */
  listTitle: string;
  intro: string;
  values: readonly TitledText[];
  sections: readonly (ContentSection & { img: Image })[];
}

export interface PromisePage extends HeroPage {
  intro: string;
  lists: readonly PromiseList[];
}

export interface QualityPage extends HeroPage {
  intro: string;
  howWeHelp: { title: string; intro: Link; paragraphs: readonly string[] };
}

export interface WhoAreWePage extends HeroPage {
  about: ContentSection;
  visionMission: { title: string; items: readonly LinkedText[] };
  promise: LinkedText;
  valuesAndGoals: { title: string; values: LinkedText; goals: LinkedText };
  leaders: TitledText;
  diversity: ContentSection;
  experts: { title: string; text: string; figures: readonly CaptionedImage[] };
}
