import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  areaArrayKey,
  DEFAULT_LANGUAGE,
  DOCUMENT_EXTENSIONS,
  FORM_AREA_ORDER,
  type Language,
  OTHER_AREA,
  QUESTION_AREAS,
  type QuestionArea,
} from '@portal/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AnswersService } from '../answers/answers.service';
import type { StoredAnswer } from '../answers/stored-answer';
import { AuthUser } from '../auth/auth-user';
import { ApiError } from '../common/filters/api-error';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { paginateArray } from '../common/paging/paged';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { FilesService } from '../files/files.service';
import { ReadDatabase } from '../database/read-database';
import { resultsEverPublished } from '../inquiries/answering-closed';
import { isPast } from '../inquiries/inquiry-read';
import type { Inquiry } from '../inquiries/inquiry.entity';
import { formState, RespondentsService } from '../respondents/respondents.service';
import type { Respondent } from '../respondents/respondent.entity';
import { TranslationsService } from '../translations/translations.service';
import { enpsFromStored } from '../answers/enps-answer';
import { DocumentValidateDto } from './dto/document-validate.dto';
import {
  OpenEndedAnswerDto,
  SurveyAnswersViewDto,
  SurveyAnswerViewDto,
  SurveyDocumentValidateResultDto,
  SurveyFormDto,
  SurveyFormQuestionDto,
} from './dto/survey-form-responses.dto';
import { translateFormItems } from './form-translation';
import {
  FormFile,
  indexAnswers,
  loadQuestionSet,
  loadQuestionSetWithAnswers,
  questionKey,
  SetQuestion,
} from '../question-sets/question-set';

/** The area-grouped array a question is shown in; an area outside the model shows under Others. */
const viewGroup = (area: string) =>
  areaArrayKey((QUESTION_AREAS as readonly string[]).includes(area) ? (area as QuestionArea) : OTHER_AREA);
type ViewArrays = Record<ReturnType<typeof viewGroup>, SurveyAnswerViewDto[]>;

/** A form that no call may change any more: completed (409) or expired (409 "Expired"). */
export function assertFormOpen(respondent: Pick<Respondent, 'status'>, inquiry: Pick<Inquiry, 'expiryDate'>) {
  if (respondent.status === 'completed')
    throw ApiError.conflict(['This survey form was submitted and cannot be changed']);
  if (formState(respondent, inquiry) === 'expired') throw new ApiError(HttpStatus.CONFLICT, 'Expired', ['Expired']);
}

@Injectable()
export class SurveyFormsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly respondents: RespondentsService,
    private readonly files: FilesService,
    private readonly answers: AnswersService,
    private readonly translations: TranslationsService,
    private readonly reads: ReadDatabase,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The caller's own form: the question set with their saved answers (decisions.md §4 shape). */
  async form(
    user: AuthUser,
    typeId: number,
    inquiryId: number,
    page: PageQueryDto,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<SurveyFormDto> {
    const { inquiry, respondent } = await this.respondents.findForm(user, inquiryId, user.id, this.reads);
    if (inquiry.inquiryTypeId !== typeId) throw ApiError.notFound('Survey form');
    const { questions, answers, files } = await loadQuestionSetWithAnswers(this.reads, inquiry, respondent.id);
    const { byKey, fileOf } = indexAnswers(answers, files);
    return this.localize(this.formResponse(user, inquiry, respondent, questions, byKey, fileOf, page), language);
  }

  /** A form response with its page of questions in the reader's language (see translateFormItems). */
  async localize(form: SurveyFormDto, language: Language): Promise<SurveyFormDto> {
    return { ...form, data: await translateFormItems(this.translations, language, form.data) };
  }

  /** A form's answers by question key, with the files they point to (read only when some answer has one). */
  async withFiles(answers: StoredAnswer[]) {
    const fileIds = answers.map((a) => a.fileId).filter((id): id is number => id !== null);
    return indexAnswers(answers, await this.files.findByIds(fileIds));
  }

  /** The form response from rows already at hand (a save answers with it without reading them again). */
  formResponse(
    user: AuthUser,
    inquiry: Pick<Inquiry, 'id' | 'expiryDate' | 'resultsUploadedAt' | 'resultsWithdrawnAt'>,
    respondent: Pick<Respondent, 'status'>,
    questions: SetQuestion[],
    byKey: Map<string, StoredAnswer>,
    fileOf: (a: StoredAnswer | undefined) => FormFile | undefined,
    page: PageQueryDto,
  ): SurveyFormDto {
    const items = questions.map((q): SurveyFormQuestionDto => {
      const a = byKey.get(questionKey(q.isCustom, q.id));
      const file = fileOf(a);
      return {
        Id: q.id,
        Title: q.fields.title,
        Description: q.fields.description,
        Area: q.fields.area,
        Type: q.fields.type,
        MaxLength: q.fields.maxLength,
        ValidationRegex: q.fields.validationRegex,
        RadioButtonOptions: q.fields.ratingOptions ?? [],
        CheckBoxOptions: q.fields.checkboxOptions ?? [],
        CheckBoxOptionLabels: q.fields.checkboxOptions ?? [],
        IsCustomQuestion: q.isCustom,
        InquiryId: inquiry.id,
        CustomerUserId: user.id,
        ...this.answerFields(q, a, file),
        CheckBoxOptionsAnswer: a?.checkboxAnswer ?? [],
      };
    });
    return {
      ...paginateArray(items, page),
      Status: formState(respondent, inquiry),
      ExpiryDate: inquiry.expiryDate,
      IsExpired: isPast(inquiry.expiryDate),
      IsClosed: isPast(inquiry.expiryDate) || resultsEverPublished(inquiry),
      MinRespondents: this.config.minRespondents,
    };
  }

  /** Every answer of one form in the five area arrays (super admin, or the form's owner). */
  async view(user: AuthUser, inquiryId: number, customerUserId: number): Promise<SurveyAnswersViewDto> {
    const { inquiry, respondent } = await this.respondents.findForm(user, inquiryId, customerUserId);
    this.respondents.assertMayView(user, customerUserId);
    const questions = await loadQuestionSet(this.dataSource.manager, inquiry, respondent.id);
    const { byKey, fileOf } = await this.withFiles(await this.answers.ofRespondent(respondent.id));
    const out = Object.fromEntries(
      FORM_AREA_ORDER.map((area) => [areaArrayKey(area), [] as SurveyAnswerViewDto[]]),
    ) as ViewArrays;
    for (const q of questions) {
      const a = byKey.get(questionKey(q.isCustom, q.id));
      const fields = this.answerFields(q, a, fileOf(a));
      out[viewGroup(q.fields.area)].push({
        Id: q.id,
        Question: q.fields.title,
        Options: q.fields.type === 'Checkbox' ? (q.fields.checkboxOptions ?? []) : (q.fields.ratingOptions ?? []),
        QuestionType: q.fields.type.toLowerCase(),
        Answer: q.fields.type === 'Checkbox' ? (a?.checkboxAnswer ?? []) : fields.Answer,
        ValueImportanceAnswer: fields.ValueImportanceAnswer,
        MaxLength: q.fields.maxLength,
        ValidationRegex: q.fields.validationRegex,
        CheckBoxOptions: q.fields.checkboxOptions ?? [],
        DocumentName: fields.DocumentName,
        DownloadLink: fields.DownloadLink,
        IsCustomQuestion: q.isCustom,
      });
    }
    return { ...out, Status: formState(respondent, inquiry) };
  }

  /** The Textbox answers of one form: Question, Answer. */
  async openEnded(user: AuthUser, inquiryId: number, customerUserId: number, page: PageQueryDto) {
    const { inquiry, respondent } = await this.respondents.findForm(user, inquiryId, customerUserId);
    this.respondents.assertMayView(user, customerUserId);
    const questions = (await loadQuestionSet(this.dataSource.manager, inquiry, respondent.id)).filter(
      (q) => q.fields.type === 'Textbox',
    );
    const { byKey } = indexAnswers(await this.answers.ofRespondent(respondent.id), []);
    const items = questions.map((q): OpenEndedAnswerDto => ({
      Id: q.id,
      Question: q.fields.title,
      Answer: byKey.get(questionKey(q.isCustom, q.id))?.textAnswer ?? '',
    }));
    return paginateArray(items, page);
  }

  /** Checks a document's name before upload: allowed extension, and a Document question of the caller's open form. */
  async validateDocument(user: AuthUser, dto: DocumentValidateDto): Promise<SurveyDocumentValidateResultDto> {
    const name = dto.DocumentName;
    const ext = name.toLowerCase().split('.').pop() ?? '';
    if (!name.includes('.') || !(DOCUMENT_EXTENSIONS as readonly string[]).includes(ext)) {
      throw new ApiError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'Unsupported Media Type', [
        'Please upload the correct file.',
      ]);
    }
    // eslint-disable-next-line no-control-regex -- a name with a path separator or a control character is refused
    if (/[\\/\u0000-\u001f]/.test(name))
      throw ApiError.badRequest(['DocumentName: The file name must not contain a path']);
    const { inquiry, respondent } = await this.respondents.findForm(user, dto.InquiryId, user.id);
    const questions = await loadQuestionSet(this.dataSource.manager, inquiry);
    const question = questions.find((q) => !q.isCustom && q.id === dto.DiagnosticId);
    if (!question || question.fields.type !== 'Document')
      throw ApiError.badRequest([
        `DiagnosticId: Question ${dto.DiagnosticId} is not a document question of this inquiry`,
      ]);
    assertFormOpen(respondent, inquiry);
    return { DocumentName: name, InquiryId: inquiry.id, DiagnosticId: question.id, Valid: true };
  }

  private answerFields(q: SetQuestion, a: StoredAnswer | undefined, file: FormFile | undefined) {
    const type = q.fields.type;
    return {
      Answer:
        type === 'Enps'
          ? enpsFromStored(a?.performance ?? null)
          : type === 'Rating'
            ? (a?.performance ?? null)
            : type === 'Textbox'
              ? (a?.textAnswer ?? null)
              : null,
      ValueImportanceAnswer: type === 'Rating' ? (a?.importance ?? null) : null,
      DocumentName: file?.originalName ?? null,
      DownloadLink: file ? this.files.link(file.id) : null,
    };
  }
}
