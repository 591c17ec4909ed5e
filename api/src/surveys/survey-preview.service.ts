import { Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, type Language } from '@portal/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { loadQuestionSet } from '../question-sets/question-set';
import { SurveyFormDto } from './dto/survey-form-responses.dto';
import { SurveyFormsService } from './survey-forms.service';

/**
 * An inquiry's form as its respondents will get it, for the customer admin who sets it up (or the super admin):
 * the same question set, order and translations as a respondent's form read, with no answers and no respondent.
 * It only reads: previewing creates no respondent and no answer.
 */
@Injectable()
export class SurveyPreviewService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly forms: SurveyFormsService,
  ) {}

  async preview(
    user: AuthUser,
    inquiryId: number,
    page: PageQueryDto,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<SurveyFormDto> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    const questions = await loadQuestionSet(this.dataSource.manager, inquiry);
    const form = this.forms.formResponse(
      user,
      inquiry,
      { status: 'pending' },
      questions,
      new Map(),
      () => undefined,
      page,
    );
    return this.forms.localize(form, language);
  }
}
