import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { ApiError } from '../common/filters/api-error';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import { sharedWithPerson } from '../read-models/shared-results.read-model';
import { managesInInquiry } from '../read-models/team-forms.read-model';
import { UsersService } from '../users/users.service';
import { CreateReportShareDto } from './dto/create-report-share.dto';
import { ReportShareDto, SharedWithMeDto } from './dto/report-share-responses';
import type { ReportShare } from './report-share.entity';
import { activeSharesFor, activeSharesOf, insertShare, revokeShare, shareOf } from './report-shares.repository';

export const NOT_A_USER = 'Email: No user of this organisation has this address';
export const NOT_A_MANAGER = 'ManagerEmail: Nobody invited to this inquiry reports to this person';

/** A person's name, or their address when the name is empty. */
const nameOr = (first: string | null | undefined, last: string | null | undefined, email: string | null | undefined) =>
  `${first ?? ''} ${last ?? ''}`.trim() || email || null;

const toDto = (s: ReportShare, sharedBy: string | null): ReportShareDto => ({
  Id: s.id,
  InquiryId: s.inquiryId,
  Email: s.email,
  Scope: s.scope,
  ManagerEmail: s.managerEmail,
  CreatedAt: new Date(s.createdAt).toISOString(),
  SharedBy: sharedBy,
});

/**
 * A customer admin's shares of an inquiry's results (docs/features/managers.md): with a person of the organisation,
 * for one manager's subtree or for the whole organisation; revoked shares stay stored, closed, and open nothing.
 */
@Injectable()
export class ReportSharesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly users: UsersService,
    private readonly audit: AuditService,
  ) {}

  async list(user: AuthUser, inquiryId: number): Promise<ReportShareDto[]> {
    await this.access.findForUser(user, inquiryId);
    return this.withSharers(await activeSharesOf(this.dataSource.manager, inquiryId));
  }

  /** The caller's own open shares across their organisation's inquiries, oldest first. */
  async mine(user: AuthUser): Promise<SharedWithMeDto[]> {
    const rows = await sharedWithPerson(this.dataSource.manager, user.customerId!, user.email.toLowerCase());
    return rows.map((r) => ({
      Id: Number(r.id),
      InquiryId: Number(r.inquiryId),
      InquiryTypeName: r.typeName,
      Description: r.description,
      Scope: r.scope as ReportShare['scope'],
      ManagerEmail: r.managerEmail,
      ManagerName: r.managerEmail ? `${r.managerFirstName ?? ''} ${r.managerLastName ?? ''}`.trim() || null : null,
      Published: r.resultsUploadedAt !== null,
      SharedBy: nameOr(r.sharerFirstName, r.sharerLastName, r.sharerEmail),
      CreatedAt: new Date(r.createdAt as string).toISOString(),
    }));
  }

  private async withSharers(shares: ReportShare[]): Promise<ReportShareDto[]> {
    const sharers = await this.users.findByIds([...new Set(shares.map((s) => s.createdByUserId))]);
    const byId = new Map(sharers.map((u) => [u.id, nameOr(u.firstName, u.lastName, u.email)]));
    return shares.map((s) => toDto(s, byId.get(s.createdByUserId) ?? null));
  }

  async create(user: AuthUser, inquiryId: number, dto: CreateReportShareDto, ip?: string): Promise<ReportShareDto> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    const email = dto.Email.toLowerCase();
    const managerEmail = dto.Scope === 'Team' ? dto.ManagerEmail!.toLowerCase() : null;
    const problems: string[] = [];
    const viewer = await this.users.findByEmailWithCustomer(email);
    if (!viewer || viewer.customerId !== inquiry.customerId) problems.push(NOT_A_USER);
    if (managerEmail && !(await managesInInquiry(this.dataSource.manager, inquiryId, managerEmail)))
      problems.push(NOT_A_MANAGER);
    if (problems.length) throw ApiError.badRequest(problems);
    const same = (await activeSharesFor(this.dataSource.manager, inquiryId, email)).find(
      (s) => s.scope === dto.Scope && s.managerEmail === managerEmail,
    );
    if (same) return (await this.withSharers([same]))[0];
    const share = await insertShare(this.dataSource.manager, {
      customerId: inquiry.customerId!,
      inquiryId,
      email,
      scope: dto.Scope,
      managerEmail,
      createdByUserId: user.id,
      revokedAt: null,
      revokedByUserId: null,
    });
    await this.audit.record({
      action: 'report-share.create',
      actorUserId: user.id,
      customerId: inquiry.customerId,
      target: `inquiry:${inquiryId}`,
      detail: JSON.stringify({ share: share.id, email, scope: dto.Scope, manager: managerEmail }),
      ip,
    });
    return (await this.withSharers([share]))[0];
  }

  async revoke(user: AuthUser, inquiryId: number, shareId: number, ip?: string): Promise<ReportShareDto> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    const share = await shareOf(this.dataSource.manager, inquiryId, shareId);
    if (!share || share.revokedAt) throw ApiError.notFound('Share');
    if (await revokeShare(this.dataSource.manager, share.id, user.id, new Date()))
      await this.audit.record({
        action: 'report-share.revoke',
        actorUserId: user.id,
        customerId: inquiry.customerId,
        target: `inquiry:${inquiryId}`,
        detail: JSON.stringify({
          share: share.id,
          email: share.email,
          scope: share.scope,
          manager: share.managerEmail,
        }),
        ip,
      });
    return (await this.withSharers([share]))[0];
  }

  /** The open shares of an inquiry with one person (lower case): what they may read beyond their own team. */
  sharesFor(inquiryId: number, email: string): Promise<ReportShare[]> {
    return activeSharesFor(this.dataSource.manager, inquiryId, email.toLowerCase());
  }
}
