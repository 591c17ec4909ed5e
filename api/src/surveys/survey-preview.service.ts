import { Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, FORM_AREA_ORDER, type Language, type QuestionArea } from '@portal/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import type { CustomQuestion } from '../custom-questions/custom-question.entity';
import { CustomQuestionsService } from '../custom-questions/custom-questions.service';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { loadQuestionSet, SetQuestion } from '../question-sets/question-set';
import { FormPreviewDto } from './survey-preview.dto';
import { SurveyFormsService } from './survey-forms.service';

/**
 * An inquiry's form as its respondents will get it, for the customer admin who sets it up (or the super admin):
 * the same question set, order and translations as a respondent's form read, with no answers and no respondent.
 * Custom questions still awaiting the operator's review are shown too, marked AwaitingApproval, where the form will
 * ask them once approved; a rejected one is not shown. It only reads: previewing creates no respondent and no answer.
 */
@Injectable()
export class SurveyPreviewService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly forms: SurveyFormsService,
    private readonly customQuestions: CustomQuestionsService,
  ) {}

  async preview(
    user: AuthUser,
    inquiryId: number,
    page: PageQueryDto,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<FormPreviewDto> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    const [asked, awaiting] = await Promise.all([
      loadQuestionSet(this.dataSource.manager, inquiry),
      this.customQuestions.awaitingReviewOfInquiry(inquiryId),
    ]);
    const pending = new Set(awaiting.map((q) => q.id));
    const questions = withAwaiting(asked, awaiting.map(toSetQuestion));
    const form = this.forms.formResponse(
      user,
      inquiry,
      { status: 'pending' },
      questions,
      new Map(),
      () => undefined,
      page,
    );
    const localized = await this.forms.localize(form, language);
    return {
      ...localized,
      data: localized.data.map((item) => ({
        ...item,
        AwaitingApproval: item.IsCustomQuestion && pending.has(item.Id),
      })),
    };
  }
}

/** A custom question as the question set holds it (a custom Rating is asked on the 1-5 scale: no options). */
const toSetQuestion = (q: CustomQuestion): SetQuestion => ({
  id: q.id,
  isCustom: true,
  fields: { ...q.question, ratingOptions: [], checkboxOptions: q.question.checkboxOptions ?? [] },
});

/**
 * The form's questions with the awaiting ones where approval will put them: the form lists the library questions, then
 * the custom ones by id, each kept in its area's group (the question set's order, see loadQuestionSet).
 */
function withAwaiting(asked: SetQuestion[], awaiting: SetQuestion[]): SetQuestion[] {
  const rank = (q: SetQuestion) => {
    const n = FORM_AREA_ORDER.indexOf(q.fields.area as QuestionArea);
    return n === -1 ? FORM_AREA_ORDER.length : n;
  };
  const ordered = [...asked, ...awaiting].map((q, n) => ({ q, n }));
  return ordered
    .sort(
      (a, b) =>
        rank(a.q) - rank(b.q) ||
        Number(a.q.isCustom) - Number(b.q.isCustom) ||
        (a.q.isCustom ? a.q.id - b.q.id : a.n - b.n),
    )
    .map(({ q }) => q);
}
