import { DONT_KNOW, DONT_KNOW_VALUE, ENPS_MAX, ENPS_MIN, ENPS_TYPE } from '@portal/contracts';
import { enpsToStored } from '../answers/enps-answer';
import { checkTextAnswer } from '../answers/text-answer';
import { SetQuestion, asksImportance } from '../question-sets/question-set';
import { AnswerInput } from './survey-answer-input';
import type { MultipartFile } from '../files/uploaded-file';

/** What one item changes on its answer row; undefined = leave as stored. */
export interface AnswerChange {
  question: SetQuestion;
  performance?: number | null;
  importance?: number | null;
  text?: string | null;
  checkbox?: string[] | null;
  file?: MultipartFile;
}

/** A rating 1-5, or 0 for Don't Know (sent as 0, or typed DK). '' clears it. */
function rating(value: string, line: (m: string) => string, lines: string[]): number | null | undefined {
  const v = value.trim().toLowerCase();
  if (v === '') return null;
  if (v === DONT_KNOW.toLowerCase()) return DONT_KNOW_VALUE;
  if (/^[0-5]$/.test(v)) return Number(v);
  lines.push(line('Must be a rating from 1 to 5, or 0 for DK'));
  return undefined;
}

/** An eNPS answer: a whole number 0-10 (0 is an answer, not Don't Know), stored shifted. '' clears it. */
function enpsScore(value: string, line: (m: string) => string, lines: string[]): number | null | undefined {
  const v = value.trim();
  if (v === '') return null;
  if (/^\d{1,2}$/.test(v) && Number(v) >= ENPS_MIN && Number(v) <= ENPS_MAX) return enpsToStored(Number(v));
  lines.push(line(`Must be a whole number from ${ENPS_MIN} to ${ENPS_MAX}`));
  return undefined;
}

/** Checks one item against its question's rules; problems are pushed as "SurveyAnswerDtos[i].Field: ..." lines. */
export function toChange(item: AnswerInput, question: SetQuestion, lines: string[]): AnswerChange {
  const at = (name: string) => (m: string) => `SurveyAnswerDtos[${item.index}].${name}: ${m}`;
  const change: AnswerChange = { question };
  const { type, area } = question.fields;
  if (item.file && type !== 'Document') lines.push(at('file')('Only a Document question takes a file'));

  if (type === 'Rating') {
    if (item.answer !== undefined) change.performance = rating(item.answer, at('Answer'), lines);
    if (item.valueAnswer !== undefined && item.valueAnswer.trim() !== '') {
      if (asksImportance(question)) change.importance = rating(item.valueAnswer, at('ValueAnswer'), lines);
      else lines.push(at('ValueAnswer')(`Importance is not asked for questions in ${area}`));
    } else if (item.valueAnswer !== undefined && asksImportance(question)) change.importance = null;
  } else if (type === ENPS_TYPE) {
    if (item.answer !== undefined) change.performance = enpsScore(item.answer, at('Answer'), lines);
    if (item.valueAnswer !== undefined && item.valueAnswer.trim() !== '')
      lines.push(at('ValueAnswer')('Importance is not asked for an eNPS question'));
  } else if (type === 'Textbox') {
    if (item.answer !== undefined) {
      const checked = checkTextAnswer(item.answer, question.fields);
      if (checked.ok) change.text = checked.text;
      else lines.push(at('Answer')(checked.problem));
    }
  } else if (type === 'Checkbox') {
    if (item.checkBoxOptions !== undefined) {
      const raw = item.checkBoxOptions.trim();
      let chosen: unknown;
      try {
        chosen = raw === '' ? [] : JSON.parse(raw);
      } catch {
        chosen = null;
      }
      const options = question.fields.checkboxOptions ?? [];
      if (!Array.isArray(chosen) || chosen.some((c) => typeof c !== 'string'))
        lines.push(at('CheckBoxOptions')('Must be a JSON array of option texts'));
      else if (new Set(chosen).size !== chosen.length) lines.push(at('CheckBoxOptions')('An option is selected twice'));
      else {
        const unknown = (chosen as string[]).filter((c) => !options.includes(c));
        if (unknown.length) lines.push(at('CheckBoxOptions')(`Not an option of this question: ${unknown.join(', ')}`));
        else change.checkbox = chosen.length ? (chosen as string[]) : null;
      }
    }
  } else if (type === 'Document') {
    if (item.file) change.file = item.file;
  }
  return change;
}

/**
 * Decided here (and matched by the survey app's submit check): completing a form needs every Rating
 * question answered (both ratings in the four areas; DK counts), every eNPS question answered 0-10 (so its
 * answerers are the completed forms, which the confidentiality rule counts) and every Textbox question answered
 * (the form asks people without enough information to type NA). Checkbox and Document answers stay
 * optional. A draft needs nothing.
 */
export function missingForCompletion(
  questions: SetQuestion[],
  answered: (
    q: SetQuestion,
  ) => { performance: number | null; importance: number | null; textAnswer: string | null } | undefined,
): string[] {
  return questions
    .filter((q) => {
      const a = answered(q);
      if (q.fields.type === 'Rating')
        return !a || a.performance === null || (asksImportance(q) && a.importance === null);
      if (q.fields.type === ENPS_TYPE) return !a || a.performance === null;
      if (q.fields.type === 'Textbox') return !a?.textAnswer;
      return false;
    })
    .map((q) => `${q.fields.title}: This field is mandatory`);
}
