import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { ApiError } from '../common/filters/api-error';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { Paged, paginateArray } from '../common/paging/paged';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import { InquirySeries } from '../inquiries/inquiry-series.service';
import type { Inquiry } from '../inquiries/inquiry.entity';
import { RespondentsService } from '../respondents/respondents.service';
import { libraryQuestions } from '../trends/library-questions';
import { sharedActionsOf, targetsOf, updatesOf } from './actions.repository';
import { SharedActionDto } from './dto/action-responses.dto';

/**
 * "You said, we did" (docs/features/actions.md): the actions a customer admin shared, on the inquiry and the earlier
 * rounds of its series, for the people invited to any of those rounds. Nothing here names an owner or a respondent.
 */
@Injectable()
export class SharedActionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly series: InquirySeries,
    private readonly respondents: RespondentsService,
  ) {}

  async list(user: AuthUser, inquiryId: number, page: PageQueryDto): Promise<Paged<SharedActionDto>> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    const rounds = await this.series.roundsUpTo(inquiry);
    if (!(await this.invitedToAny(user, rounds)))
      throw ApiError.forbidden(['Only the respondents of this series of inquiries see the actions shared with them']);
    const m = this.dataSource.manager;
    const onePage = paginateArray(
      await sharedActionsOf(
        m,
        rounds.map((r) => r.id),
      ),
      page,
    );
    const ids = onePage.data.map((a) => a.id);
    const [targets, updates, questions] = await Promise.all([
      targetsOf(m, ids),
      updatesOf(m, ids),
      libraryQuestions(m, inquiry),
    ]);
    const question = new Map(questions.map((q) => [q.id, q]));
    return {
      ...onePage,
      data: onePage.data.map((a) => {
        const notes = updates.filter((u) => u.actionId === a.id);
        return {
          Id: a.id,
          InquiryId: a.inquiryId,
          Title: a.title,
          Description: a.description,
          Status: a.status,
          DueDate: a.dueDate,
          Targets: targets
            .filter((t) => t.actionId === a.id && (t.area !== null || question.has(t.questionId!)))
            .map((t) =>
              t.questionId !== null
                ? {
                    QuestionId: t.questionId,
                    Title: question.get(t.questionId)!.title,
                    Area: question.get(t.questionId)!.area,
                  }
                : { QuestionId: null, Title: t.area!, Area: t.area! },
            ),
          LatestNote: notes.length ? notes[notes.length - 1].note : null,
          UpdatedAt: new Date(a.updatedAt).toISOString(),
        };
      }),
    };
  }

  /** Whether the caller holds a form (any state) in one of the rounds. */
  private async invitedToAny(user: AuthUser, rounds: Inquiry[]): Promise<boolean> {
    for (const round of rounds) {
      try {
        await this.respondents.findForm(user, round.id, user.id);
        return true;
      } catch (err) {
        if (!(err instanceof ApiError) || err.getStatus() !== HttpStatus.NOT_FOUND) throw err;
      }
    }
    return false;
  }
}
