/**
 * The lifecycle editor's values, the API body they become, and the API's refusals placed on the fields they name
 * (`Field: message`, every refused field at once: docs/features/lifecycle.md).
 */
import { intakeKey, refusalReader, type FieldErrors as ProgrammeFieldErrors } from '../programmes/programmeForm';
import type { LifecycleBody, LifecycleDto, Trigger } from './lifecycleMethods';

export interface LifecycleValues {
  Name: string;
  Trigger: Trigger;
  InquiryTypeId: number | '';
  /** 'all': every question of the type; 'pulse': the chosen QuestionIds (the programmes' question inputs). */
  Scope: 'all' | 'pulse';
  QuestionIds: number[];
  DaysAfter: number | '';
  DaysOpen: number | '';
  /** Intake answers by intake question, keyed q<id>. */
  Intake: Record<string, string>;
}

export const emptyLifecycle = (): LifecycleValues => ({
  Name: '',
  Trigger: 'Onboarding',
  InquiryTypeId: '',
  Scope: 'all',
  QuestionIds: [],
  DaysAfter: 30,
  DaysOpen: 14,
  Intake: {},
});

export function valuesOf(s: LifecycleDto): LifecycleValues {
  return {
    Name: s.Name,
    Trigger: s.Trigger,
    InquiryTypeId: s.InquiryTypeId,
    Scope: s.QuestionIds ? 'pulse' : 'all',
    QuestionIds: s.QuestionIds ?? [],
    DaysAfter: s.DaysAfter,
    DaysOpen: s.DaysOpen,
    Intake: Object.fromEntries(s.IntakeAnswers.map((a) => [intakeKey(a.IntakeId), a.Answer])),
  };
}

/** The body sent, unchecked: the API names every refused field. An empty pulse is sent as such, not as "all". */
export function bodyOf(v: LifecycleValues, intakeIds: number[]): LifecycleBody {
  return {
    Name: v.Name,
    Trigger: v.Trigger,
    InquiryTypeId: Number(v.InquiryTypeId),
    ...(v.Scope === 'pulse' ? { QuestionIds: v.QuestionIds } : {}),
    DaysAfter: v.DaysAfter === '' ? (null as unknown as number) : Number(v.DaysAfter),
    DaysOpen: v.DaysOpen === '' ? (null as unknown as number) : Number(v.DaysOpen),
    IntakeAnswers: intakeIds.map((id) => ({ IntakeId: id, Answer: (v.Intake[intakeKey(id)] ?? '').trim() })),
  };
}

const FIELD_INPUT: Record<string, keyof LifecycleValues> = {
  Name: 'Name',
  Trigger: 'Trigger',
  InquiryTypeId: 'InquiryTypeId',
  QuestionIds: 'QuestionIds',
  DaysAfter: 'DaysAfter',
  DaysOpen: 'DaysOpen',
  IntakeAnswers: 'Intake',
};

export type FieldErrors = ProgrammeFieldErrors<LifecycleValues>;

export const { refusalsOf, refusalsOfError } = refusalReader<LifecycleValues>(FIELD_INPUT);
