import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { QuestionTotals } from '../answers/stored-answer';
import type { AuthUser } from '../auth/auth-user';
import { isSuperAdmin } from '../auth/tenant-scope';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import type { Inquiry } from '../inquiries/inquiry.entity';
import { loadQuestionSet } from '../question-sets/question-set';
import { anonymityGate } from './anonymity-gate';
import type { EnpsDto, EnpsFigureDto } from './dto/enps-responses.dto';
import { enpsFigures } from './enps-figures';
import { enpsWire } from './enps-wire';
import { InsightsService } from './insights.service';

/**
 * The eNPS read (docs/features/enps.md): each eNPS question's score from the same totals as every other figure of
 * the caller (the super admin's live totals, a customer admin's snapshot once published), for the whole inquiry.
 */
@Injectable()
export class EnpsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly insights: InsightsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The eNPS figures of an inquiry from given totals (a trend round's, the PDF's), for a caller already checked. */
  async figuresOf(
    user: AuthUser,
    inquiry: Pick<Inquiry, 'id' | 'inquiryTypeId'>,
    totals: QuestionTotals[],
  ): Promise<EnpsFigureDto[]> {
    const questions = await loadQuestionSet(this.dataSource.manager, inquiry);
    return enpsFigures(questions, totals, this.config.minRespondents, !isSuperAdmin(user)).map(enpsWire);
  }

  async enps(user: AuthUser, inquiryId: number): Promise<EnpsDto> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    const published = inquiry.resultsUploadedAt !== null;
    const visible = isSuperAdmin(user) || published;
    const { gate, totals } = visible
      ? await this.insights.figuresFor(user, inquiry)
      : { gate: anonymityGate(user, inquiry, null, this.config.minRespondents), totals: undefined };
    const base = { InquiryId: inquiryId, Published: published, ...gate };
    if (!visible)
      return {
        ...base,
        Message: gate.Gated ? gate.Message : 'The results of this inquiry are not published yet.',
        Questions: [],
      };
    if (gate.Gated || !totals) return { ...base, Questions: [] };
    return { ...base, Questions: await this.figuresOf(user, inquiry, totals) };
  }
}
