import type { DismissedSuggestion, DraftContentDto, ResultDraftDto, SuggestionKind } from './dto/result-draft.dto';
import type { DraftContent } from './draft-content';
import type { ResultDraft } from './result-draft.entity';
import { parseDraftContent } from './draft-content';

type Section = keyof DraftContent;
type ItemOf<S extends Section> = NonNullable<DraftContent[S]>[number];
type Row = Record<string, unknown>;

/**
 * Each section's fields as stored, in the order written. On the wire a section and each of its fields are the same
 * names capitalised (findings[].area is Findings[].Area), so one table maps both ways.
 */
const FIELDS: { [S in Section]: readonly (keyof ItemOf<S> & string)[] } = {
  findings: ['area', 'text'],
  advanceInsights: ['area', 'text'],
  recommendations: ['detail', 'levelOfFocus'],
  roadmap: ['step', 'title', 'briefDescription', 'detail'],
  areaColors: ['area', 'color'],
  inputs: ['area', 'question', 'averageRating', 'averageValue', 'averageDifference'],
};

const stored = (name: string) => name;
const wire = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * Every section of `content`, read under the names `from` gives and written under the names `to` gives: only the
 * listed fields are copied. A missing section is null (the Inputs: computed from the answers).
 */
function mapped(content: Row, from: (name: string) => string, to: (name: string) => string): Row {
  return Object.fromEntries(
    Object.entries(FIELDS).map(([section, fields]: [string, readonly string[]]) => {
      const items = content[from(section)] as Row[] | null | undefined;
      return [
        to(section),
        items == null ? null : items.map((item) => Object.fromEntries(fields.map((f) => [to(f), item[from(f)]]))),
      ];
    }),
  );
}

/** Wire names (PascalCase) to the stored content and back. */
export function contentOf(dto: DraftContentDto): DraftContent {
  return mapped(dto as unknown as Row, wire, stored) as unknown as DraftContent;
}

export function wireContent(c: DraftContent): DraftContentDto {
  return mapped(c as unknown as Row, stored, wire) as unknown as DraftContentDto;
}

/** The stored dismissals, `[{kind, id}]` as JSON, on the wire. */
function parseDismissed(json: string | null): DismissedSuggestion[] {
  if (!json) return [];
  return (JSON.parse(json) as { kind: SuggestionKind; id: number }[]).map((d) => ({ Kind: d.kind, Id: d.id }));
}

/** The dismissals to store: each once, in a stable order, so the same set always stores the same text. */
export function storedDismissed(list: DismissedSuggestion[]): string {
  const unique = new Map(list.map((d) => [`${d.Kind}:${d.Id}`, { kind: d.Kind, id: d.Id }]));
  return JSON.stringify([...unique.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, d]) => d));
}

export function draftResponse(row: ResultDraft, published: boolean): ResultDraftDto {
  return {
    InquiryId: row.inquiryId,
    Version: row.version,
    Published: published,
    CustomerNotified: row.customerNotified,
    UpdatedAt: row.updatedAt,
    DismissedSuggestions: parseDismissed(row.dismissedSuggestions),
    ...wireContent(parseDraftContent(row.content)),
  };
}
