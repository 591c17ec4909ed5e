/**
 * The programme editor's values, the API body they become, and the API's refusals placed on the fields they name.
 * The API words each refusal `Field: message` (docs/features/programmes.md: every refused field at once).
 */
import { readableApiLine } from '@portal/contracts';
import { HttpError } from 'react-admin';
import { apiText } from '../i18n/apiText';
import { tr } from '../i18n/i18nProvider';
import type { Cadence, ProgrammeBody, ProgrammeDto } from './programmeMethods';

export interface ProgrammeValues {
  Name: string;
  InquiryTypeId: number | '';
  /** 'all': every question of the type; 'pulse': the chosen QuestionIds. */
  Scope: 'all' | 'pulse';
  QuestionIds: number[];
  /** 'everyone' in the people directory, or only the people whose attribute has a value. */
  Audience: 'everyone' | 'attribute';
  AudienceAttribute: string;
  AudienceValue: string;
  Cadence: Cadence;
  DaysOpen: number | '';
  StartDate: string;
  StartTime: string;
  TimeZone: string;
  /** Intake answers by intake question, keyed q<id> (a number as a key would make the form an array). */
  Intake: Record<string, string>;
}

export const intakeKey = (id: number) => `q${id}`;

export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const emptyProgramme = (): ProgrammeValues => ({
  Name: '',
  InquiryTypeId: '',
  Scope: 'all',
  QuestionIds: [],
  Audience: 'everyone',
  AudienceAttribute: '',
  AudienceValue: '',
  Cadence: 'Quarterly',
  DaysOpen: 14,
  StartDate: '',
  StartTime: '09:00',
  TimeZone: browserTimeZone(),
  Intake: {},
});

/** A stored programme as the editor's values. */
export function valuesOf(p: ProgrammeDto): ProgrammeValues {
  const [date, time] = p.StartDate.split('T');
  return {
    Name: p.Name,
    InquiryTypeId: p.InquiryTypeId,
    Scope: p.QuestionIds ? 'pulse' : 'all',
    QuestionIds: p.QuestionIds ?? [],
    Audience: p.AudienceAttribute ? 'attribute' : 'everyone',
    AudienceAttribute: p.AudienceAttribute ?? '',
    AudienceValue: p.AudienceValue ?? '',
    Cadence: p.Cadence,
    DaysOpen: p.DaysOpen,
    StartDate: date,
    StartTime: time ?? '00:00',
    TimeZone: p.TimeZone,
    Intake: Object.fromEntries(p.IntakeAnswers.map((a) => [intakeKey(a.IntakeId), a.Answer])),
  };
}

/**
 * The body sent: what the form holds, without checking it (the API names every refused field). A pulse with no
 * question chosen is sent as an empty list, which the API refuses on QuestionIds, rather than quietly as "all".
 */
export function bodyOf(v: ProgrammeValues, intakeIds: number[]): ProgrammeBody {
  const byAttribute = v.Audience === 'attribute';
  return {
    Name: v.Name,
    InquiryTypeId: Number(v.InquiryTypeId),
    // Left out: every question, and everyone (a change sends the whole body, so leaving out clears them).
    ...(v.Scope === 'pulse' ? { QuestionIds: v.QuestionIds } : {}),
    ...(byAttribute ? { AudienceAttribute: v.AudienceAttribute, AudienceValue: v.AudienceValue } : {}),
    Cadence: v.Cadence,
    DaysOpen: Number(v.DaysOpen),
    StartDate: v.StartTime ? `${v.StartDate}T${v.StartTime}` : v.StartDate,
    TimeZone: v.TimeZone,
    IntakeAnswers: intakeIds.map((id) => ({ IntakeId: id, Answer: (v.Intake[intakeKey(id)] ?? '').trim() })),
  };
}

/** The API's body fields and the editor's input that shows each one's refusal. */
const FIELD_INPUT: Record<string, keyof ProgrammeValues> = {
  Name: 'Name',
  InquiryTypeId: 'InquiryTypeId',
  QuestionIds: 'QuestionIds',
  AudienceAttribute: 'AudienceAttribute',
  AudienceValue: 'AudienceValue',
  Cadence: 'Cadence',
  DaysOpen: 'DaysOpen',
  StartDate: 'StartDate',
  TimeZone: 'TimeZone',
  IntakeAnswers: 'Intake',
};

const FIELD_LINE = /^([A-Za-z]+)(?:\[\d+\])?(?:\.[A-Za-z]+)?: (.+)$/;

// The API's one programme refusal that carries figures: the question ids a pulse named outside its type.
const FOREIGN_QUESTIONS = /^([\d, ]+) are not questions of this inquiry type$/;

/** One refusal as a person reads it, in the interface language (apiText holds the programme texts the API sends). */
export function readableRefusal(message: string): string {
  const foreign = FOREIGN_QUESTIONS.exec(message);
  if (foreign) return tr('portal.programmes.foreignQuestions', { ids: foreign[1] });
  return readableApiLine(message, apiText);
}

export type FieldErrors<V = ProgrammeValues> = Partial<Record<keyof V, string>>;

/**
 * Reads the API's 400 lines (`Field: message`, every refused field at once) onto an editor's inputs by the field each
 * names (`fieldInput`: API field to input); lines that name no input of the editor are left to the toast (`rest`).
 * An intake line keeps the question's title it starts with. The lifecycle editor reads its refusals the same way.
 */
export function refusalReader<V>(fieldInput: Record<string, keyof V>) {
  const refusalsOf = (lines: readonly string[]): { fields: FieldErrors<V>; rest: string[] } => {
    const fields: FieldErrors<V> = {};
    const rest: string[] = [];
    for (const line of lines) {
      const match = FIELD_LINE.exec(line);
      const input = match ? fieldInput[match[1]] : undefined;
      if (!match || !input) {
        rest.push(readableApiLine(line, apiText));
        continue;
      }
      const intake = input === 'Intake' ? /^(.+): (.+)$/.exec(match[2]) : null;
      const text = intake ? `${intake[1]}: ${readableRefusal(intake[2])}` : readableRefusal(match[2]);
      fields[input] = fields[input] ? `${fields[input]} ${text}` : text;
    }
    return { fields, rest };
  };
  /** The refusals of a failed save, when it was a 400 in the error shape. */
  const refusalsOfError = (error: unknown): { fields: FieldErrors<V>; rest: string[] } | null => {
    if (!(error instanceof HttpError) || error.status !== 400) return null;
    const lines = (error.body as { errorMessage?: unknown } | undefined)?.errorMessage;
    return Array.isArray(lines) ? refusalsOf(lines.filter((l): l is string => typeof l === 'string')) : null;
  };
  return { refusalsOf, refusalsOfError };
}

export const { refusalsOf, refusalsOfError } = refusalReader<ProgrammeValues>(FIELD_INPUT);
