import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AnswersService } from '../answers/answers.service';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { IdResultDto } from '../common/dto/id-result.dto';
import { ApiError } from '../common/filters/api-error';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { InquiryTypesService } from '../inquiry-types/inquiry-types.service';
import { CreatePathwayDto } from './dto/create-pathway.dto';
import { UpdatePathwayDto } from './dto/update-pathway.dto';
import { toPathwayListItem, toPathwayResponse } from './pathway.mapper';
import type { Pathway } from './pathway.entity';
import { transaction } from '../database/transaction';
import { pathwayPageOfType, pathwayWithType } from '../read-models/pathway-parents.read-model';
import {
  countPathwaysOfType,
  deletePathway,
  insertPathway,
  pathwayNameTaken,
  updatePathway,
} from './pathways.repository';

/**
 * Told inside the transaction that deletes a pathway, before its row goes. The diagnostic questions
 * module registers one that deletes the pathway's questions: it imports this module, so this one
 * cannot import it.
 */
export type PathwayRemovalListener = (pathwayId: number, m: EntityManager) => Promise<void>;

@Injectable()
export class PathwaysService {
  private readonly removalListeners: PathwayRemovalListener[] = [];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly inquiryTypes: InquiryTypesService,
    private readonly answers: AnswersService,
    private readonly audit: AuditService,
  ) {
    inquiryTypes.registerDependent({
      one: 'pathway',
      many: 'pathways',
      count: (inquiryTypeId) => countPathwaysOfType(this.dataSource.manager, inquiryTypeId),
    });
  }

  /** Registers work that goes with a pathway's deletion, in its transaction (see PathwayRemovalListener). */
  onRemove(listener: PathwayRemovalListener): void {
    this.removalListeners.push(listener);
  }

  /** The pathways of one inquiry type, newest first (404 for an unknown type). */
  async list(inquiryTypeId: number, page: PageQueryDto) {
    await this.inquiryTypes.findOrFail(inquiryTypeId);
    return pathwayPageOfType(this.dataSource.manager, inquiryTypeId, page, toPathwayListItem);
  }

  async get(id: number) {
    const [pathway, types] = await Promise.all([this.findOrFail(id), this.inquiryTypes.dropdown()]);
    return toPathwayResponse(pathway, types);
  }

  /** The pathway with its inquiry type, or a 404; the diagnostic questions load their parent through this. */
  async findOrFail(id: number): Promise<Pathway> {
    const pathway = await pathwayWithType(this.dataSource.manager, id);
    if (!pathway) throw ApiError.notFound('Pathway');
    return pathway;
  }

  async create(inquiryTypeId: number, dto: CreatePathwayDto, user: AuthUser) {
    const type = await this.inquiryTypes.findOrFail(this.targetType(inquiryTypeId, dto));
    await this.assertNameFree(type.id, dto.Name);
    const saved = await insertPathway(this.dataSource.manager, type.id, dto.Name);
    await this.audit.record({ action: 'pathway.create', actorUserId: user.id, target: `Pathway ${saved.id}` });
    return this.get(saved.id);
  }

  /** Renames, or moves the pathway to the path's inquiry type while none of its questions has answers. */
  async update(inquiryTypeId: number, id: number, dto: UpdatePathwayDto, user: AuthUser) {
    const pathway = await this.findOrFail(id);
    const type = await this.inquiryTypes.findOrFail(this.targetType(inquiryTypeId, dto));
    if (type.id !== pathway.inquiryTypeId && (await this.answers.countForPathway(id))) {
      throw ApiError.conflict([
        `The questions of the pathway ${pathway.name} already have answers: it cannot move to another inquiry type`,
      ]);
    }
    await this.assertNameFree(type.id, dto.Name, id);
    await updatePathway(this.dataSource.manager, id, { name: dto.Name, inquiryTypeId: type.id });
    await this.audit.record({ action: 'pathway.update', actorUserId: user.id, target: `Pathway ${id}` });
    return this.get(id);
  }

  /** Deletes the pathway with its unanswered questions; refused with 409 once any of them has answers. */
  async remove(id: number, user: AuthUser): Promise<IdResultDto> {
    const pathway = await this.findOrFail(id);
    await transaction(this.dataSource, async (m) => {
      const answers = await this.answers.countForPathway(id, m);
      if (answers) {
        throw ApiError.conflict([
          `The pathway ${pathway.name} cannot be deleted: its questions have ${answers} ${answers === 1 ? 'answer' : 'answers'} from respondents`,
        ]);
      }
      for (const listener of this.removalListeners) await listener(id, m);
      await deletePathway(m, id);
    });
    await this.audit.record({
      action: 'pathway.delete',
      actorUserId: user.id,
      target: `Pathway ${id}`,
      detail: pathway.name,
    });
    return { Id: id };
  }

  /** The path names the inquiry type; a body InquiryTypeId, when sent, must agree with it. */
  private targetType(pathTypeId: number, dto: CreatePathwayDto): number {
    if (dto.InquiryTypeId !== undefined && dto.InquiryTypeId !== null && dto.InquiryTypeId !== pathTypeId) {
      throw ApiError.badRequest(['InquiryTypeId: Must be the inquiry type of the address']);
    }
    return pathTypeId;
  }

  /** Pathway names are unique within their inquiry type, ignoring case. */
  private async assertNameFree(inquiryTypeId: number, name: string, exceptId?: number) {
    if (await pathwayNameTaken(this.dataSource.manager, inquiryTypeId, name, exceptId))
      throw ApiError.conflict([`Name: This inquiry type already has a pathway named ${name}`]);
  }
}
