import { Injectable } from '@nestjs/common';
import type { FormState } from '@portal/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AnswersService } from '../answers/answers.service';
import type { StoredAnswer } from '../answers/stored-answer';
import { AuthUser } from '../auth/auth-user';
import { ApiError } from '../common/filters/api-error';
import { FilesService } from '../files/files.service';
import { AuditService } from '../audit/audit.service';
import type { Inquiry } from '../inquiries/inquiry.entity';
import { FormProgressService } from '../respondents/form-progress.service';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import { InsightSnapshotsService } from '../insights/insight-snapshots.service';
import { RespondentsService } from '../respondents/respondents.service';
import { transaction } from '../database/transaction';
import { WebhookEvents } from '../webhooks/webhook-events.service';
import { checkDocument, originalName, uploadData } from '../files/uploaded-document';
import { missingForCompletion, toChange } from './answer-rules';
import { mergeChange, needsWrite, SaveChange } from './answer-merge';
import { loadNamedQuestions, loadQuestionSet, questionKey, SetQuestion } from '../question-sets/question-set';
import { formState } from '../respondents/respondents.service';
import type { SurveyFormDto } from './dto/survey-form-responses.dto';
import { parseSurveyForm, SaveStatus } from './survey-answer-input';
import { assertInquiryCollecting } from './form-closed';
import { assertFormOpen, SurveyFormsService } from './survey-forms.service';
import type { MultipartFile } from '../files/uploaded-file';

/** The answer to a save that asked for `Prefer: return=minimal`: the form's state only. */
export interface MinimalSaveDto {
  Status: FormState;
}

/** One validated save of one form. */
interface FormSave {
  user: AuthUser;
  inquiry: Pick<Inquiry, 'id' | 'customerId'>;
  respondentId: number;
  status: SaveStatus;
  changes: SaveChange[];
  questions: SetQuestion[];
  /** Only the stored answers of the questions the save names are needed (a draft answered without the form). */
  namedOnly: boolean;
}

@Injectable()
export class SurveySaveService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly respondents: RespondentsService,
    private readonly progress: FormProgressService,
    private readonly answers: AnswersService,
    private readonly forms: SurveyFormsService,
    private readonly files: FilesService,
    private readonly audit: AuditService,
    private readonly access: InquiryAccess,
    private readonly snapshots: InsightSnapshotsService,
    private readonly webhooks: WebhookEvents,
  ) {}

  /**
   * AddSurveyAnswers: validates every item, then stores all answers and files of the save in
   * one transaction. The status moves with a conditional update (WHERE status <> 'completed'),
   * so of two identical concurrent submits exactly one completes and the other gets 409; that
   * update also locks the form's respondent row, so saves of one form take turns. A completing
   * save adds the form to its inquiry's answer totals in the same transaction and, when it closes the
   * inquiry (the last respondent completed), takes the customer admin's snapshot there too. Once the
   * inquiry is expired or published no save is accepted.
   */
  async save(user: AuthUser, body: unknown, uploads: MultipartFile[]): Promise<SurveyFormDto>;
  /** With `minimal` (the caller asked for `Prefer: return=minimal`): answers only the form's state, not the form. */
  async save(user: AuthUser, body: unknown, uploads: MultipartFile[], minimal: true): Promise<MinimalSaveDto>;
  async save(user: AuthUser, body: unknown, uploads: MultipartFile[], minimal = false) {
    const { status, items } = parseSurveyForm(body, uploads);
    if (items.some((i) => i.customerUserId !== user.id))
      throw ApiError.forbidden(['You can only save your own survey form']);
    const inquiryIds = new Set(items.map((i) => i.inquiryId));
    if (inquiryIds.size !== 1)
      throw ApiError.badRequest(['SurveyAnswerDtos: Every answer of a save must belong to the same inquiry']);
    const { inquiry, respondent } = await this.respondents.findForm(user, [...inquiryIds][0], user.id);
    assertFormOpen(respondent, inquiry);

    // A draft answered without the form needs only the questions it names and their stored answers (a completing
    // save checks the whole set against every stored answer).
    const namedOnly = minimal && status !== 'completed';
    const questions = namedOnly
      ? await loadNamedQuestions(this.dataSource.manager, inquiry, items)
      : await loadQuestionSet(this.dataSource.manager, inquiry);
    const byKey = new Map(questions.map((q) => [questionKey(q.isCustom, q.id), q]));
    const lines: string[] = [];
    const changes: SaveChange[] = [];
    const seen = new Set<string>();
    for (const item of items) {
      const key = questionKey(item.isCustom, item.questionId);
      const question = byKey.get(key);
      if (!question) {
        lines.push(
          `SurveyAnswerDtos[${item.index}].DiagnosticId: Question ${item.questionId} is not part of this inquiry's survey form`,
        );
        continue;
      }
      if (seen.has(key))
        lines.push(`SurveyAnswerDtos[${item.index}].DiagnosticId: Question ${item.questionId} is answered twice`);
      seen.add(key);
      const clearDocument =
        question.fields.type === 'Document' && !item.file && item.documentUrl !== undefined && !item.documentUrl.trim();
      changes.push({ ...toChange(item, question, lines), clearDocument });
    }
    if (lines.length) throw ApiError.badRequest(lines);
    for (const change of changes)
      if (change.file) checkDocument({ ...change.file, originalname: originalName(change.file) });

    const { replacedKeys, answers } = await transaction(this.dataSource, async (m) => {
      // Files stored by this attempt: removed again if it does not commit (a deadlock victim is run again).
      const storedKeys: string[] = [];
      try {
        return await this.store(
          m,
          { user, inquiry, respondentId: respondent.id, status, changes, questions, namedOnly },
          storedKeys,
        );
      } catch (error) {
        await Promise.all(storedKeys.map((k) => this.files.discard(k)));
        throw error;
      }
    });
    await Promise.all(replacedKeys.map((k) => this.files.discard(k)));
    if (status === 'completed') {
      await this.audit.record({
        action: 'survey.completed',
        actorUserId: user.id,
        customerId: inquiry.customerId,
        target: `Inquiry ${inquiry.id}`,
      });
    }
    if (minimal) return { Status: formState({ status }, inquiry) };
    // The saved form from what this save already holds: no second read of the question set and answers.
    const saved = await this.forms.withFiles(answers);
    return this.forms.formResponse(user, inquiry, { status }, questions, saved.byKey, saved.fileOf, {
      pageSize: -1,
      currentPage: 1,
    });
  }

  /** The writes of one save, inside its transaction; answers the form's answers and the storage keys of replaced documents. */
  private async store(
    m: EntityManager,
    save: FormSave,
    storedKeys: string[],
  ): Promise<{ replacedKeys: string[]; answers: StoredAnswer[] }> {
    const { user, respondentId, status, changes, questions } = save;
    const { id: inquiryId, customerId } = save.inquiry;
    const replaced: number[] = [];
    if (!(await this.progress.markSaved(m, respondentId, status)))
      throw ApiError.conflict(['This survey form was submitted and cannot be changed']);
    if (status !== 'completed') assertInquiryCollecting(await this.access.collectingFacts(m, inquiryId));

    const existing = await this.answers.ofRespondent(
      respondentId,
      m,
      save.namedOnly ? changes.map((c) => c.question.id) : undefined,
    );
    const stored = new Map(existing.map((a) => [questionKey(a.isCustomQuestion, a.questionId), a]));
    const changed: StoredAnswer[] = [];
    for (const change of changes) {
      const q = change.question;
      const key = questionKey(q.isCustom, q.id);
      const before = stored.get(key);
      const row = mergeChange(before, change);
      if (before?.fileId && before.fileId !== row.fileId) replaced.push(before.fileId);
      if (change.file) {
        const file = await this.files.store(
          {
            data: uploadData(change.file),
            size: change.file.size,
            originalName: originalName(change.file),
            contentType: checkDocument({ ...change.file, originalname: originalName(change.file) }).contentType,
            kind: 'survey-document',
            customerId,
            inquiryId,
            uploadedByUserId: user.id,
          },
          m,
        );
        storedKeys.push(file.storageKey);
        if (row.fileId) replaced.push(row.fileId);
        row.fileId = file.id;
      }
      // Only rows whose values change are written: a save that repeats the stored answers (a whole form
      // saved again, a submit) rewrites nothing, and a partial save leaves the answers it does not name.
      if (!needsWrite(before, row)) continue;
      stored.set(key, row);
      changed.push(row);
    }
    // One multi-row upsert instead of a round trip per answer (a 120-answer form is one statement),
    // in key order so that concurrent saves lock index entries in the same order.
    changed.sort((a, b) => Number(a.isCustomQuestion) - Number(b.isCustomQuestion) || a.questionId - b.questionId);
    await this.answers.save(m, respondentId, inquiryId, changed);

    if (status === 'completed') {
      const missing = missingForCompletion(questions, (q) => stored.get(questionKey(q.isCustom, q.id)));
      if (missing.length) throw ApiError.badRequest(missing, 'Survey form incomplete');
      await this.access.countCompleted(m, inquiryId);
      // Read again under the row lock the count just took: a publish or an expiry since the check above wins.
      const inquiry = await this.access.lock(m, inquiryId);
      assertInquiryCollecting(inquiry);
      await this.answers.addCompletedForm(m, respondentId);
      await this.snapshots.takeIfDue(m, inquiry);
      await this.webhooks.formCompleted(m, inquiry);
    }
    // A document answered again replaces the earlier file: its row goes now, its bytes after commit.
    const answers = [...stored.values()];
    return { replacedKeys: await this.files.removeRecords(replaced, m), answers };
  }
}
