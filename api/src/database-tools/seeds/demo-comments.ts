import { EntityManager } from 'typeorm';
import { SurveyAnswer } from '../../answers/survey-answer.entity';
import { CommentRelease } from '../../comments/comment-release.entity';
import { DiagnosticQuestion } from '../../diagnostic-questions/diagnostic-question.entity';
import { Inquiry } from '../../inquiries/inquiry.entity';
import { Respondent } from '../../respondents/respondent.entity';

/**
 * The comments demo (docs/features/comments.md): what the finished Northwind inquiry's respondents wrote under "Biggest obstacle" —
 * several themes, positive and negative, two in French and one in Spanish (themes kept, not scored), an
 * emoji and a placeholder "NA" (not a comment). One per completed form, in respondent order.
 */
export const DEMO_COMMENTS = [
  'Too many meetings',
  'The approval process is slow: a simple purchase waits two weeks.',
  'My team is great, everyone helps each other 😀',
  'Weekly meetings are long and boring.',
  'Communication from management is unclear and often late.',
  'I love my team and the friendly atmosphere.',
  'The approval process for travel is painfully slow.',
  'The new training programme was excellent and very useful.',
  'Les réunions sont trop longues et la communication est mauvaise.',
  'NA',
  'Pointless meetings every day, it is exhausting.',
  'Great team spirit, excellent colleagues!',
  'Management communication is confusing: priorities change every week.',
  'The training programme helped me a lot, thank you.',
  'Our approval process is bureaucratic and frustrating.',
  'Les réunions du lundi sont inutiles et trop longues.',
  'Too many meetings leave no time for real work.',
  'Supportive team, good colleagues, I feel respected.',
  'Las reuniones son demasiado largas y poco útiles.',
  'Unclear communication from management about the reorganisation.',
  'Approval process is slow and nobody owns it.',
  'Meetings again and again, terrible for focus.',
  'Good training programme, I would like more of it.',
  'My team is helpful and the managers listen.',
  'Communication from management could be clearer.',
];

/** Writes the comments into the finished inquiry's open answers and releases them (inside the demo seed's transaction). */
export async function seedDemoComments(m: EntityManager, customerId: number): Promise<void> {
  const inquiry = await m.findOneByOrFail(Inquiry, {
    customerId,
    description: 'Annual organisational health check 2026',
  });
  const open = await m
    .createQueryBuilder(DiagnosticQuestion, 'q')
    .innerJoin('q.pathway', 'p')
    .where('p.inquiryTypeId = :typeId', { typeId: inquiry.inquiryTypeId })
    .getMany();
  const question = open.find((q) => q.question.type === 'Textbox')!;
  const respondents = await m.find(Respondent, {
    where: { inquiryId: inquiry.id, status: 'completed' },
    order: { id: 'ASC' },
  });
  for (const [i, r] of respondents.entries()) {
    const text = DEMO_COMMENTS[i % DEMO_COMMENTS.length];
    const done = await m.update(
      SurveyAnswer,
      { respondentId: r.id, questionId: question.id, isCustomQuestion: false },
      { textAnswer: text },
    );
    if (!done.affected)
      await m.insert(SurveyAnswer, {
        respondentId: r.id,
        inquiryId: inquiry.id,
        questionId: question.id,
        isCustomQuestion: false,
        textAnswer: text,
      });
  }
  // Released, so the demo shows the comments themselves as well as their themes (the operator can withdraw them).
  await m.insert(CommentRelease, { inquiryId: inquiry.id, released: true, changedAt: new Date() });
}
