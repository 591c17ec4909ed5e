import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AnswersService } from '../answers/answers.service';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { DIAGNOSTIC_TYPES } from '@portal/contracts';
import { checkQuestion, CheckedQuestion } from '../questions/question-rules';
import { IdResultDto } from '../common/dto/id-result.dto';
import { ApiError } from '../common/filters/api-error';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { PathwaysService } from '../pathways/pathways.service';
import type { DiagnosticQuestion } from './diagnostic-question.entity';
import { questionWithPathway } from '../read-models/pathway-parents.read-model';
import {
  deleteQuestion,
  deleteQuestionsOfPathway,
  findQuestions,
  insertQuestion,
  questionPageOfPathway,
  updateQuestion,
} from './diagnostic-questions.repository';
import { toDiagnosticListItem, toDiagnosticResponse } from './diagnostic-question.mapper';
import { CreateDiagnosticQuestionDto } from './dto/create-diagnostic-question.dto';
import { UpdateDiagnosticQuestionDto } from './dto/update-diagnostic-question.dto';

const sameList = (a: string[] | null, b: string[] | null) => JSON.stringify(a ?? []) === JSON.stringify(b ?? []);

@Injectable()
export class DiagnosticQuestionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly answers: AnswersService,
    private readonly pathways: PathwaysService,
    private readonly audit: AuditService,
  ) {
    // A pathway's questions go with it, in the transaction that deletes it.
    pathways.onRemove((pathwayId, m) => deleteQuestionsOfPathway(m, pathwayId));
  }

  /** The questions of one pathway, newest first (404 for an unknown pathway). */
  async list(pathwayId: number, page: PageQueryDto) {
    await this.pathways.findOrFail(pathwayId);
    return questionPageOfPathway(this.dataSource.manager, pathwayId, page, toDiagnosticListItem);
  }

  async get(id: number) {
    return toDiagnosticResponse(await this.findOrFail(id));
  }

  async create(pathwayId: number, dto: CreateDiagnosticQuestionDto, user: AuthUser) {
    await this.pathways.findOrFail(pathwayId);
    const question = this.check(dto);
    const saved = await insertQuestion(this.dataSource.manager, pathwayId, question);
    await this.audit.record({
      action: 'diagnostic-question.create',
      actorUserId: user.id,
      target: `DiagnosticQuestion ${saved.id}`,
    });
    return this.get(saved.id);
  }

  /**
   * Edits a question of this pathway. Once respondents answered it, its wording may still be
   * corrected but its area, type and options stay, so the stored answers keep their meaning.
   */
  async update(pathwayId: number, id: number, dto: UpdateDiagnosticQuestionDto, user: AuthUser) {
    const current = await this.findOrFail(id);
    if (current.pathwayId !== pathwayId) throw ApiError.notFound('Diagnostic question');
    const next = this.check(dto);
    const was = current.question;
    const reshaped =
      next.type !== was.type ||
      next.area !== was.area ||
      !sameList(next.ratingOptions, was.type === 'Rating' ? was.ratingOptions : []) ||
      !sameList(next.checkboxOptions, was.type === 'Checkbox' ? was.checkboxOptions : []);
    if (reshaped && (await this.answerCount(id))) {
      throw ApiError.conflict(['This question already has answers: its area, type and options can no longer change']);
    }
    await updateQuestion(this.dataSource.manager, id, next);
    await this.audit.record({
      action: 'diagnostic-question.update',
      actorUserId: user.id,
      target: `DiagnosticQuestion ${id}`,
    });
    return this.get(id);
  }

  /** Refused with 409 once respondents answered the question. */
  async remove(id: number, user: AuthUser): Promise<IdResultDto> {
    const question = await this.findOrFail(id);
    const answers = await this.answerCount(id);
    if (answers) {
      throw ApiError.conflict([
        `The question ${question.question.title} cannot be deleted: it has ${answers} ${answers === 1 ? 'answer' : 'answers'} from respondents`,
      ]);
    }
    await deleteQuestion(this.dataSource.manager, id);
    await this.audit.record({
      action: 'diagnostic-question.delete',
      actorUserId: user.id,
      target: `DiagnosticQuestion ${id}`,
      detail: question.question.title,
    });
    return { Id: id };
  }

  /** These questions (the results' inputs name the questions of the answer totals). */
  findByIds(ids: number[], m: EntityManager = this.dataSource.manager): Promise<DiagnosticQuestion[]> {
    return findQuestions(m, ids);
  }

  private async findOrFail(id: number) {
    const question = await questionWithPathway(this.dataSource.manager, id);
    if (!question) throw ApiError.notFound('Diagnostic question');
    return question;
  }

  private check(dto: CreateDiagnosticQuestionDto): CheckedQuestion {
    const result = checkQuestion(dto, DIAGNOSTIC_TYPES);
    if (!result.ok) throw ApiError.badRequest(result.errors);
    return result.value;
  }

  private answerCount(questionId: number) {
    return this.answers.countForQuestion(questionId, false);
  }
}
