import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Language } from '@portal/contracts';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { assertTenant, isSuperAdmin } from '../auth/tenant-scope';
import { ApiError } from '../common/filters/api-error';
import { Role } from '../common/domain/roles';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { SearchPageQueryDto } from '../common/paging/search-page-query.dto';
import { Paged, paginateArray } from '../common/paging/paged';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { transaction } from '../database/transaction';
import { MailQueue } from '../mail/mail-queue.service';
import { mailLanguage } from '../mail/templates/mail-language';
import type { User } from '../users/user.entity';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import type { Inquiry } from '../inquiries/inquiry.entity';
import { TranslationsService } from '../translations/translations.service';
import { libraryQuestions } from '../trends/library-questions';
import { UsersService } from '../users/users.service';
import { actionAssignedMail } from './action-assigned-mail';
import { ownerActionPath } from './action-link';
import { targetRows } from './action-targets';
import type { Action } from './action.entity';
import { filterActions, filters } from './action-list-filter';
import { toActionDto } from './action.mapper';
import {
  actionsOfInquiry,
  actionsOwnedBy,
  ActionChanges,
  deleteActionWithRows,
  findAction,
  insertAction,
  insertUpdate,
  replaceTargets,
  targetsOf,
  updateAction,
  updatesOf,
} from './actions.repository';
import { ActionListQueryDto } from './dto/action-list-query.dto';
import { AddActionUpdateDto, ShareActionDto } from './dto/action-update.dto';
import { ActionDto, ActionOwnerChoiceDto, ActionTargetQuestionDto } from './dto/action-responses.dto';
import { CreateActionDto } from './dto/create-action.dto';
import { UpdateActionDto } from './dto/update-action.dto';

/** Fields of PUT /api/Actions/{actionId} that only a customer admin may change. */
const ADMIN_FIELDS: (keyof UpdateActionDto)[] = [
  'Title',
  'Description',
  'OwnerUserId',
  'DueDate',
  'TargetQuestionIds',
  'TargetAreas',
];

/**
 * Actions on an inquiry's results (docs/features/actions.md). A customer admin manages every action of the
 * organisation; a customer user reads and updates only the actions they own; the super admin reads them all.
 * Another organisation's inquiry or action is a 404.
 */
@Injectable()
export class ActionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly inquiries: InquiryAccess,
    private readonly users: UsersService,
    private readonly mail: MailQueue,
    private readonly translations: TranslationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get m() {
    return this.dataSource.manager;
  }

  async list(
    user: AuthUser,
    inquiryId: number,
    query: ActionListQueryDto,
    language: Language,
  ): Promise<Paged<ActionDto>> {
    const inquiry = await this.inquiries.findForUser(user, inquiryId);
    const own = user.role === Role.CustomerUser ? user.id : undefined;
    let actions = await actionsOfInquiry(this.m, inquiryId, own);
    if (filters(query)) {
      const [targets, questions] = await Promise.all([
        query.area === undefined
          ? []
          : targetsOf(
              this.m,
              actions.map((a) => a.id),
            ),
        query.area === undefined ? [] : libraryQuestions(this.m, inquiry),
      ]);
      actions = filterActions(actions, query, targets, new Map(questions.map((q) => [q.id, q.area])));
    }
    const onePage = paginateArray(actions, query);
    return { ...onePage, data: await this.shape(user, onePage.data, language) };
  }

  /** The actions the caller owns, across the organisation's inquiries, newest first. */
  async mine(user: AuthUser, page: PageQueryDto, language: Language): Promise<Paged<ActionDto>> {
    const onePage = paginateArray(await actionsOwnedBy(this.m, user.customerId!, user.id), page);
    return { ...onePage, data: await this.shape(user, onePage.data, language) };
  }

  /** The accounts an action of this inquiry may be given to: the organisation's active admins and users. */
  async ownerChoices(
    user: AuthUser,
    inquiryId: number,
    query: SearchPageQueryDto,
  ): Promise<Paged<ActionOwnerChoiceDto>> {
    const inquiry = await this.inquiries.findForUser(user, inquiryId);
    return this.users.activePageOfCustomer(inquiry.customerId, query, query.search, (u) => ({
      Id: u.id,
      Name: `${u.firstName} ${u.lastName}`.trim(),
      Email: u.email,
      Role: u.role,
    }));
  }

  async create(user: AuthUser, inquiryId: number, dto: CreateActionDto, language: Language): Promise<ActionDto> {
    const inquiry = await this.inquiries.findForUser(user, inquiryId);
    const targets = targetRows(await libraryQuestions(this.m, inquiry), dto.TargetQuestionIds, dto.TargetAreas);
    const ownerUserId = dto.OwnerUserId ?? null;
    const owner = await this.assertOwner(inquiry, ownerUserId);
    const id = await transaction(this.dataSource, async (m) => {
      const made = await insertAction(m, {
        customerId: inquiry.customerId,
        inquiryId: inquiry.id,
        title: dto.Title,
        description: dto.Description ?? '',
        ownerUserId,
        dueDate: dto.DueDate ?? null,
        status: dto.Status ?? 'NotStarted',
        origin: dto.Origin ?? 'Blank',
        createdByUserId: user.id,
      });
      await replaceTargets(m, made, targets);
      await this.mailOwner(m, user, owner, inquiry, made, dto.Title, dto.DueDate ?? null);
      return made;
    });
    return this.read(user, id, language);
  }

  async get(user: AuthUser, actionId: number, language: Language): Promise<ActionDto> {
    await this.findForReader(user, actionId);
    return this.read(user, actionId, language);
  }

  async update(user: AuthUser, actionId: number, dto: UpdateActionDto, language: Language): Promise<ActionDto> {
    const action = await this.findForReader(user, actionId);
    if (isSuperAdmin(user)) throw ApiError.forbidden(['The super admin reads actions; the organisation changes them']);
    const admin = user.role === Role.CustomerAdmin;
    if (!admin && ADMIN_FIELDS.some((f) => dto[f] !== undefined))
      throw ApiError.forbidden([
        "Only a customer admin may change an action's title, description, owner, due date or targets; an owner changes its status",
      ]);
    const inquiry = await this.inquiries.findForUser(user, action.inquiryId);
    const changes: ActionChanges = {};
    if (dto.Title !== undefined && dto.Title !== null) changes.title = dto.Title;
    if (dto.Description !== undefined && dto.Description !== null) changes.description = dto.Description;
    let newOwner: User | null = null;
    if (dto.OwnerUserId !== undefined) {
      const owner = await this.assertOwner(inquiry, dto.OwnerUserId);
      if (owner && owner.id !== action.ownerUserId) newOwner = owner;
      changes.ownerUserId = dto.OwnerUserId;
    }
    if (dto.DueDate !== undefined && dto.DueDate !== action.dueDate) {
      // A new due date earns its own reminder and overdue notice.
      Object.assign(changes, { dueDate: dto.DueDate, dueReminderSentAt: null, overdueMailSentAt: null });
    }
    if (dto.Status !== undefined) changes.status = dto.Status;
    const retarget = dto.TargetQuestionIds !== undefined || dto.TargetAreas !== undefined;
    const kept = retarget ? await targetsOf(this.m, [actionId]) : [];
    const targets = retarget
      ? targetRows(
          await libraryQuestions(this.m, inquiry),
          dto.TargetQuestionIds ?? kept.filter((t) => t.questionId !== null).map((t) => t.questionId!),
          dto.TargetAreas ??
            kept
              .filter((t) => t.area !== null)
              .map((t) => t.area as NonNullable<UpdateActionDto['TargetAreas']>[number]),
        )
      : null;
    await transaction(this.dataSource, async (m) => {
      await updateAction(m, actionId, changes);
      if (targets) await replaceTargets(m, actionId, targets);
      const due = changes.dueDate !== undefined ? changes.dueDate : action.dueDate;
      await this.mailOwner(m, user, newOwner, inquiry, actionId, changes.title ?? action.title, due);
    });
    return this.read(user, actionId, language);
  }

  async addUpdate(user: AuthUser, actionId: number, dto: AddActionUpdateDto, language: Language): Promise<ActionDto> {
    await this.findForReader(user, actionId);
    await transaction(this.dataSource, async (m) => {
      await insertUpdate(m, { actionId, authorUserId: user.id, note: dto.Note, status: dto.Status ?? null });
      if (dto.Status !== undefined) await updateAction(m, actionId, { status: dto.Status });
    });
    return this.read(user, actionId, language);
  }

  async setShared(user: AuthUser, actionId: number, dto: ShareActionDto, language: Language): Promise<ActionDto> {
    await this.findForReader(user, actionId);
    await updateAction(this.m, actionId, { shared: dto.Shared });
    return this.read(user, actionId, language);
  }

  async remove(user: AuthUser, actionId: number): Promise<{ Id: number }> {
    await this.findForReader(user, actionId);
    await transaction(this.dataSource, (m) => deleteActionWithRows(m, actionId));
    return { Id: actionId };
  }

  /** The action, tenant-checked (404), and for a customer user only their own (403). */
  private async findForReader(user: AuthUser, actionId: number): Promise<Action> {
    const action = assertTenant(user, await findAction(this.m, actionId), 'Action');
    if (user.role === Role.CustomerUser && action.ownerUserId !== user.id)
      throw ApiError.forbidden(['Only the owner of an action and the customer admin may see or update it']);
    return action;
  }

  /** An owner is an active account of the inquiry's organisation (customer admin or user); answers it with its customer. */
  private async assertOwner(inquiry: Inquiry, ownerUserId: number | null): Promise<User | null> {
    if (ownerUserId === null) return null;
    const owner = await this.users.findCustomerUser(ownerUserId);
    if (!owner || owner.customerId !== inquiry.customerId || !owner.isActive)
      throw ApiError.badRequest(['OwnerUserId: The owner must be an active user of your organisation']);
    return owner;
  }

  /** Tells a new owner, in their language (else the organisation's), in the transaction that assigns them; nobody mails themselves. */
  private async mailOwner(
    m: EntityManager,
    by: AuthUser,
    owner: User | null,
    inquiry: Inquiry,
    actionId: number,
    title: string,
    dueDate: string | null,
  ): Promise<void> {
    if (!owner || owner.id === by.id) return;
    await this.mail.enqueue(
      actionAssignedMail({
        to: owner.email,
        firstName: owner.firstName,
        assigner: `${by.firstName} ${by.lastName}`.trim(),
        action: title,
        inquiry: inquiry.description,
        dueDate,
        publicUrl: this.config.publicUrl,
        path: ownerActionPath(owner.role, inquiry.id, actionId),
        language: mailLanguage(owner.language ?? owner.customer?.language),
      }),
      m,
    );
  }

  private async read(user: AuthUser, actionId: number, language: Language): Promise<ActionDto> {
    const action = await findAction(this.m, actionId);
    if (!action) throw ApiError.notFound('Action');
    return (await this.shape(user, [action], language))[0];
  }

  /** The targetable questions of the actions' inquiries by id, their titles in `language` (as the report's Actions page). */
  private async targetQuestions(
    user: AuthUser,
    inquiryIds: number[],
    language: Language,
  ): Promise<Map<number, ActionTargetQuestionDto>> {
    const asked = await Promise.all(
      [...new Set(inquiryIds)].map(async (id) => libraryQuestions(this.m, await this.inquiries.findForUser(user, id))),
    );
    const questions = new Map(asked.flat().map((q) => [q.id, q]));
    const { DiagnosticQuestion: t } = await this.translations.lookup(language, [
      { kind: 'DiagnosticQuestion', ids: [...questions.keys()] },
    ]);
    return new Map(
      [...questions.values()].map((q) => [q.id, { QuestionId: q.id, Title: t(q.id, 'title', q.title), Area: q.area }]),
    );
  }

  private async shape(user: AuthUser, actions: Action[], language: Language): Promise<ActionDto[]> {
    const ids = actions.map((a) => a.id);
    const [targets, updates] = await Promise.all([targetsOf(this.m, ids), updatesOf(this.m, ids)]);
    const targeted = new Set(targets.filter((t) => t.questionId !== null).map((t) => t.actionId));
    const questions = await this.targetQuestions(
      user,
      actions.filter((a) => targeted.has(a.id)).map((a) => a.inquiryId),
      language,
    );
    const people = new Set<number>();
    for (const a of actions) if (a.ownerUserId !== null) people.add(a.ownerUserId);
    for (const u of updates) people.add(u.authorUserId);
    const names = new Map(
      (await this.users.findByIds([...people])).map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()]),
    );
    return actions.map((a) =>
      toActionDto(
        a,
        targets.filter((t) => t.actionId === a.id),
        updates.filter((u) => u.actionId === a.id),
        names,
        questions,
      ),
    );
  }
}
