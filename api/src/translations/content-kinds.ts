/** The kinds of content that carry translations, named as the wire (paths, workbook rows) names them. */
export const CONTENT_KINDS = [
  'InquiryType',
  'Pathway',
  'IntakeQuestion',
  'DiagnosticQuestion',
  'Finding',
  'Recommendation',
  'Roadmap',
  'CustomQuestion',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The operator's library: what coverage and the workbook list. Custom questions belong to their customer. */
export const LIBRARY_KINDS = CONTENT_KINDS.filter((k) => k !== 'CustomQuestion');

export const isContentKind = (value: string): value is ContentKind =>
  (CONTENT_KINDS as readonly string[]).includes(value);

/** One translatable text of an item, with its English source. */
export interface SourceField {
  field: string;
  english: string;
}

/** An item of content as the translation screens show it: its texts in English and who owns it. */
export interface SourceItem {
  id: number;
  /** A short English name for lists (the title, name or start of the text). */
  label: string;
  /** The owning customer for custom questions; null for library content. */
  customerId: number | null;
  fields: SourceField[];
}

/** What a content module registers so the translation screens can read its English texts. */
export interface TranslationSource {
  kind: ContentKind;
  one(id: number): Promise<SourceItem | null>;
  all(): Promise<SourceItem[]>;
}

export const shortLabel = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}...` : text);
