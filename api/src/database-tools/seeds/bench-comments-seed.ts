import { DataSource } from 'typeorm';
import { SurveyAnswer } from '../../answers/survey-answer.entity';
import { CommentAnalysis } from '../../comments/comment-analysis.entity';
import { CommentItem } from '../../comments/comment-item.entity';
import { CommentTheme } from '../../comments/comment-theme.entity';
import { DiagnosticQuestion } from '../../diagnostic-questions/diagnostic-question.entity';
import { rebuildInquiryStatistics } from './inquiry-statistics';
import { Inquiry } from '../../inquiries/inquiry.entity';
import { Respondent } from '../../respondents/respondent.entity';
import { InquiryType } from '../../inquiry-types/inquiry-type.entity';
import { Pathway } from '../../pathways/pathway.entity';
import { User } from '../../users/user.entity';

/**
 * The comments bench population: an inquiry of the big bench customer with `forms` completed forms and two open
 * questions, so forms × 2 comments (50,000 by default) — generated from topic and tone fragments with a fixed
 * seed: several themes, positive and negative, a share in French, some NA and empty answers, a few long ones.
 * Added once (found again by its description); answers what the bench needs.
 */
const DESCRIPTION = 'Bench comments inquiry';

const TOPICS = [
  'the approval process',
  'our weekly meetings',
  'communication from management',
  'the training programme',
  'my team',
  'the new intranet',
  'remote work',
  'the office canteen',
  'career development',
  'the workload',
  'the planning tool',
  'customer feedback',
];
const GOOD = [
  'is great',
  'works really well',
  'helps me a lot',
  'is excellent and useful',
  'makes me happy',
  'is clear and supportive',
];
const BAD = [
  'is far too slow',
  'is a waste of time',
  'is confusing and frustrating',
  'is terrible',
  'keeps getting worse',
  'is unclear and late',
];
const FRENCH = [
  'Les réunions sont trop longues.',
  'La communication de la direction est mauvaise.',
  'Mon équipe est formidable.',
  'La formation était très utile.',
];

function prng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

function comment(random: () => number): string {
  const r = random();
  if (r < 0.03) return 'NA';
  if (r < 0.05) return '   ';
  if (r < 0.1) return FRENCH[Math.floor(random() * FRENCH.length)];
  const parts: string[] = [];
  const n = 1 + Math.floor(random() * 3);
  for (let i = 0; i < n; i++) {
    const topic = TOPICS[Math.floor(random() * TOPICS.length)];
    const tone = random() < 0.5 ? GOOD : BAD;
    parts.push(`${topic[0].toUpperCase()}${topic.slice(1)} ${tone[Math.floor(random() * tone.length)]}.`);
  }
  const text = parts.join(' ');
  // One in 500 is long (a pasted essay of about 5,000 characters).
  return random() < 0.002 ? `${text} ${'The same again, and again. '.repeat(180)}` : text;
}

export async function seedBenchComments(
  ds: DataSource,
  customerId: number,
  forms = 25_000,
): Promise<{ inquiryId: number; forms: number; comments: number; added: boolean }> {
  const existing = await ds.getRepository(Inquiry).findOneBy({ customerId, description: DESCRIPTION });
  if (existing)
    return {
      inquiryId: existing.id,
      forms: existing.completedCount,
      comments: existing.completedCount * 2,
      added: false,
    };
  const random = prng(2121);
  const inquiryId = await addOpenInquiry(ds, customerId, {
    description: DESCRIPTION,
    typeName: 'Bench Comments',
    pathway: 'Bench open questions',
    questions: ['What gets in your way?', 'What should we keep?'],
    forms,
    text: () => comment(random),
  });
  return { inquiryId, forms, comments: forms * 2, added: true };
}

const ESSAYS_DESCRIPTION = 'Bench comment essays inquiry';
export const ESSAY_FORMS = 100;
export const ESSAY_QUESTIONS = 20;
const ESSAY_CHARS = 5_000;

/** A pasted essay of about ESSAY_CHARS characters, sentences drawn as in `comment`. */
function essay(random: () => number): string {
  let text = '';
  while (text.length < ESSAY_CHARS) {
    const topic = TOPICS[Math.floor(random() * TOPICS.length)];
    const tone = random() < 0.5 ? GOOD : BAD;
    text += `${topic[0].toUpperCase()}${topic.slice(1)} ${tone[Math.floor(random() * tone.length)]}. `;
  }
  return text.slice(0, ESSAY_CHARS);
}

/**
 * The heavy analysis of the comments bench: an inquiry of the customer with ESSAY_FORMS completed forms × ESSAY_QUESTIONS
 * open questions × ESSAY_CHARS-character answers (2,000 long comments, 10 MB of text), added once. Its stored analysis
 * is removed on every call, so the next CommentThemes read analyses it again (the bench measures that read).
 */
export async function seedBenchCommentEssays(
  ds: DataSource,
  customerId: number,
): Promise<{ inquiryId: number; forms: number; comments: number; chars: number; added: boolean }> {
  const existing = await ds.getRepository(Inquiry).findOneBy({ customerId, description: ESSAYS_DESCRIPTION });
  const random = prng(4242);
  const inquiryId =
    existing?.id ??
    (await addOpenInquiry(ds, customerId, {
      description: ESSAYS_DESCRIPTION,
      typeName: 'Bench Comment Essays',
      pathway: 'Bench essay questions',
      questions: Array.from({ length: ESSAY_QUESTIONS }, (_, k) => `Open question ${k + 1}`),
      forms: ESSAY_FORMS,
      text: () => essay(random),
    }));
  for (const entity of [CommentItem, CommentTheme, CommentAnalysis])
    await ds.getRepository(entity).delete({ inquiryId });
  return {
    inquiryId,
    forms: ESSAY_FORMS,
    comments: ESSAY_FORMS * ESSAY_QUESTIONS,
    chars: ESSAY_FORMS * ESSAY_QUESTIONS * ESSAY_CHARS,
    added: !existing,
  };
}

/** A closed inquiry of its own type with `questions` open (Textbox) questions and `forms` completed forms answering each. */
async function addOpenInquiry(
  ds: DataSource,
  customerId: number,
  spec: {
    description: string;
    typeName: string;
    pathway: string;
    questions: string[];
    forms: number;
    text: () => string;
  },
): Promise<number> {
  const { forms } = spec;
  const admin = await ds.getRepository(User).findOneByOrFail({ customerId, isAdmin: true });
  const type = await ds
    .getRepository(InquiryType)
    .save({ name: spec.typeName, description: 'Benchmark type with open questions', isActive: true });
  const pathway = await ds.getRepository(Pathway).save({ name: spec.pathway, inquiryTypeId: type.id });
  const questions = await ds.getRepository(DiagnosticQuestion).save(
    spec.questions.map((title) => ({
      pathwayId: pathway.id,
      question: {
        title,
        description: title,
        area: 'Other',
        type: 'Textbox',
        maxLength: 10_000,
        validationRegex: null,
        ratingOptions: null,
        checkboxOptions: null,
      },
    })) as never[],
  );
  const now = Date.now();
  const inquiry = await ds.getRepository(Inquiry).save({
    customerId,
    inquiryTypeId: type.id,
    createdByUserId: admin.id,
    description: spec.description,
    noOfParticipants: forms,
    intakeSubmittedAt: new Date(now - 30 * 86_400_000),
    respondentsAddedAt: new Date(now - 29 * 86_400_000),
    expiryDate: new Date(now - 86_400_000),
  });
  const mail = spec.typeName.toLowerCase().replace(/\W+/g, '-');
  for (let start = 0; start < forms; start += 1000) {
    const count = Math.min(1000, forms - start);
    await ds
      .createQueryBuilder()
      .insert()
      .into(Respondent)
      .values(
        Array.from({ length: count }, (_, i) => ({
          inquiryId: inquiry.id,
          customerId,
          email: `c${start + i + 1}@${mail}.test`,
          userId: null,
          position: start + i + 1,
          status: 'completed',
          submittedAt: new Date(now - 2 * 86_400_000 + start + i),
        })) as never,
      )
      .updateEntity(false)
      .execute();
    const ids: { id: number }[] = await ds.query(
      'SELECT id FROM respondents WHERE inquiry_id = ? AND position > ? AND position <= ? ORDER BY id',
      [inquiry.id, start, start + count],
    );
    const answers = ids.flatMap(({ id }) =>
      (questions as unknown as DiagnosticQuestion[]).map((q) => ({
        respondentId: Number(id),
        inquiryId: inquiry.id,
        questionId: q.id,
        isCustomQuestion: false,
        textAnswer: spec.text(),
      })),
    );
    for (let i = 0; i < answers.length; i += 500)
      await ds
        .createQueryBuilder()
        .insert()
        .into(SurveyAnswer)
        .values(answers.slice(i, i + 500) as never)
        .updateEntity(false)
        .execute();
  }
  await rebuildInquiryStatistics(ds.manager, inquiry.id);
  return inquiry.id;
}
