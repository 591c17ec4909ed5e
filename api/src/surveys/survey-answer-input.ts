import { ApiError } from '../common/filters/api-error';
import { MSG } from '../common/validation/messages';
import type { MultipartFile } from '../files/uploaded-file';

export type SaveStatus = 'saveasdraft' | 'completed';

/** One SurveyAnswerDtos[i] of a multipart save (decisions.md §4), fields still as sent. */
export interface AnswerInput {
  index: number;
  questionId: number;
  inquiryId: number;
  customerUserId: number;
  isCustom: boolean;
  /** undefined = not sent (unchanged); '' = cleared. */
  answer?: string;
  valueAnswer?: string;
  checkBoxOptions?: string;
  /** Document: a stored document is kept when absent or non-empty; '' removes it. */
  documentUrl?: string;
  file?: MultipartFile;
}

const MAX_ITEMS = 1000;
const ITEM_FIELD = /^SurveyAnswerDtos\[(\d+)\]\.(\w+)$/;

/** A save nests at most SurveyAnswerDtos[i].Field; field names like a[a][a]… thousands deep are hostile. */
const MAX_DEPTH = 8;

/** Flattens whatever the body parser built (nested or literal keys) into `a[0].b` paths. */
function flatten(value: unknown, path: string, out: Map<string, unknown>, depth = 0) {
  if (depth > MAX_DEPTH) throw ApiError.badRequest(['The form fields are nested too deeply']);
  if (Array.isArray(value) && path.startsWith('SurveyAnswerDtos') && !/\.\w+$/.test(path)) {
    value.forEach((v, i) => flatten(v, `${path}[${i}]`, out, depth + 1));
  } else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value))
      flatten(v, path ? (/^\d+$/.test(k) ? `${path}[${k}]` : `${path}.${k}`) : k, out, depth + 1);
  } else out.set(path, value);
}

const asText = (v: unknown): string | undefined =>
  v === undefined || v === null ? undefined : Array.isArray(v) ? String(v[v.length - 1]) : String(v);

/**
 * A browser sends every line break of a multipart field as CRLF (the HTML form-data encoding), while a textarea
 * and a JSON save hold LF: line breaks are stored as LF, so the same text is stored the same whichever way it came.
 */
const withLineFeeds = (text: string): string => text.replace(/\r\n?/g, '\n');

/** Reads Status and the SurveyAnswerDtos items; structural problems are one 400 with every line. */
export function parseSurveyForm(body: unknown, files: MultipartFile[]): { status: SaveStatus; items: AnswerInput[] } {
  const fields = new Map<string, unknown>();
  flatten(body ?? {}, '', fields);
  const lines: string[] = [];
  const raw = new Map<number, Record<string, string | undefined>>();
  for (const [path, value] of fields) {
    const match = ITEM_FIELD.exec(path);
    if (!match) continue;
    const index = Number(match[1]);
    if (index >= MAX_ITEMS) continue;
    raw.set(index, { ...(raw.get(index) ?? {}), [match[2]]: asText(value) });
  }
  const fileByIndex = new Map<number, MultipartFile>();
  for (const file of files ?? []) {
    const match = /^SurveyAnswerDtos\[(\d+)\]\.file$/i.exec(file.fieldname);
    if (!match) {
      lines.push(`${file.fieldname}: Files go in SurveyAnswerDtos[i].file`);
      continue;
    }
    const index = Number(match[1]);
    if (fileByIndex.has(index)) lines.push(`SurveyAnswerDtos[${index}].file: One file per answer`);
    fileByIndex.set(index, file);
    if (!raw.has(index)) raw.set(index, {});
  }

  const status = asText(fields.get('Status'))?.trim().toLowerCase();
  if (!status) lines.push(`Status: ${MSG.required}`);
  else if (status !== 'saveasdraft' && status !== 'completed') lines.push('Status: Must be saveasdraft or completed');
  if (!raw.size) lines.push(`SurveyAnswerDtos: ${MSG.required}`);

  const items: AnswerInput[] = [];
  for (const [index, f] of [...raw.entries()].sort((a, b) => a[0] - b[0])) {
    const at = (name: string) => `SurveyAnswerDtos[${index}].${name}`;
    const int = (name: string): number => {
      const v = f[name]?.trim();
      if (!v) lines.push(`${at(name)}: ${MSG.required}`);
      else if (!/^\d{1,9}$/.test(v)) lines.push(`${at(name)}: ${MSG.number}`);
      return Number(v);
    };
    const custom = (f.IsCustomQuestion ?? 'false').trim().toLowerCase();
    if (custom !== 'true' && custom !== 'false') lines.push(`${at('IsCustomQuestion')}: Must be true or false`);
    items.push({
      index,
      questionId: int('DiagnosticId'),
      inquiryId: int('InquiryId'),
      customerUserId: int('CustomerUserId'),
      isCustom: custom === 'true',
      answer: f.Answer === undefined ? undefined : withLineFeeds(f.Answer),
      valueAnswer: f.ValueAnswer,
      checkBoxOptions: f.CheckBoxOptions,
      documentUrl: f.DocumentUrl,
      file: fileByIndex.get(index),
    });
  }
  if (lines.length) throw ApiError.badRequest(lines);
  return { status: status as SaveStatus, items };
}
