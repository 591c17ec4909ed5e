import { EntityManager, In } from 'typeorm';
import { CustomQuestion } from '../custom-questions/custom-question.entity';
import { DiagnosticQuestion } from '../diagnostic-questions/diagnostic-question.entity';
import { QuestionFields } from '../common/domain/question-fields';
import { Inquiry } from '../inquiries/inquiry.entity';
import { StoredFile } from '../files/stored-file.entity';
import { SurveyAnswer } from './survey-answer.entity';

/** Group order of the form (customer-and-respondent.md §2): the stored area Other is the group Others. */
export const FORM_AREAS = ['Structure', 'People', 'Process', 'Culture', 'Other'] as const;

export interface SetQuestion {
  id: number;
  isCustom: boolean;
  fields: QuestionFields;
}

export const questionKey = (isCustom: boolean, id: number) => `${isCustom ? 'c' : 'd'}:${id}`;

/** Rating questions of the four areas ask importance as well as performance (decisions.md §4). */
export const asksImportance = (q: SetQuestion) => q.fields.type === 'Rating' && q.fields.area !== 'Other';

/**
 * The question set of an inquiry (decisions.md §4): the diagnostic questions of every pathway
 * of its type plus its Approved custom questions, in group order, library questions first.
 */
export async function loadQuestionSet(m: EntityManager, inquiry: Pick<Inquiry, 'id' | 'inquiryTypeId'>): Promise<SetQuestion[]> {
  const diagnostic = await m
    .getRepository(DiagnosticQuestion)
    .createQueryBuilder('q')
    .innerJoin('q.pathway', 'p')
    .where('p.inquiryTypeId = :typeId', { typeId: inquiry.inquiryTypeId })
    .orderBy('q.pathwayId', 'ASC')
    .addOrderBy('q.id', 'ASC')
    .getMany();
  const custom = await m.getRepository(CustomQuestion).find({ where: { inquiryId: inquiry.id, status: 'Approved' }, order: { id: 'ASC' } });
  const all: SetQuestion[] = [
    ...diagnostic.map((q) => ({ id: q.id, isCustom: false, fields: q.question })),
    ...custom.map((q) => ({ id: q.id, isCustom: true, fields: q.question })),
  ];
  const rank = (q: SetQuestion) => {
    const n = FORM_AREAS.indexOf(q.fields.area as (typeof FORM_AREAS)[number]);
    return n === -1 ? FORM_AREAS.length : n;
  };
  return all.map((q, n) => ({ q, n })).sort((a, b) => rank(a.q) - rank(b.q) || a.n - b.n).map(({ q }) => q);
}

/** A respondent's stored answers by question key, with the files they point to. */
export async function loadAnswers(m: EntityManager, respondentId: number) {
  return indexAnswers(m, await m.getRepository(SurveyAnswer).find({ where: { respondentId } }));
}

/** Answers by question key, with the files they point to (read only when some answer has one). */
export async function indexAnswers(m: EntityManager, answers: SurveyAnswer[]) {
  const fileIds = answers.map((a) => a.fileId).filter((id): id is number => id !== null);
  const files = fileIds.length ? await m.getRepository(StoredFile).find({ where: { id: In(fileIds) } }) : [];
  const fileById = new Map(files.map((f) => [f.id, f]));
  return {
    byKey: new Map(answers.map((a) => [questionKey(a.isCustomQuestion, a.questionId), a])),
    fileOf: (a: SurveyAnswer | undefined) => (a?.fileId ? fileById.get(a.fileId) : undefined),
  };
}
