import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { OPEN_LINK_PATH } from '@portal/contracts';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { ApiError } from '../common/filters/api-error';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { transaction } from '../database/transaction';
import { resultsEverPublished } from '../inquiries/answering-closed';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import { isPast } from '../inquiries/inquiry-read';
import { AnonymousRespondentsService } from '../respondents/anonymous-respondents.service';
import { CreateOpenLinkDto } from './dto/create-open-link.dto';
import type { OpenLinkDto } from './dto/open-link-responses.dto';
import { OpenLinkGroups } from './open-link-groups.service';
import { openLinkQrSvg } from './open-link-qr';
import type { OpenLink } from './open-link.entity';
import { countBrowsers, insertOpenLink, openLinkOfInquiry, revokeOpenLinks } from './open-links.repository';

/** An inquiry's open link for its customer admin (docs/features/open-links.md): open, read, revoke, its QR code. */
@Injectable()
export class OpenLinksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly respondents: AnonymousRespondentsService,
    private readonly groups: OpenLinkGroups,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(user: AuthUser, inquiryId: number, dto: CreateOpenLinkDto): Promise<OpenLinkDto> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    if (!inquiry.intakeSubmittedAt)
      throw ApiError.conflict(['Please submit the intake answers before opening the inquiry to a link']);
    if (resultsEverPublished(inquiry) || isPast(inquiry.expiryDate))
      throw ApiError.conflict(['This inquiry takes no more answers: it cannot be opened to a link']);
    const groupQuestions = [...new Set(dto.GroupQuestions ?? [])];
    await this.groups.assertChoosable(inquiry.customerId, groupQuestions);
    await transaction(this.dataSource, async (m) => {
      // The inquiry's row lock makes two concurrent opens take turns: one link per inquiry at a time.
      await this.access.lock(m, inquiryId);
      if (await openLinkOfInquiry(m, inquiryId))
        throw ApiError.conflict(['This inquiry already has an open link; revoke it first to make a new one']);
      await insertOpenLink(m, {
        inquiryId,
        customerId: inquiry.customerId,
        token: randomBytes(32).toString('base64url'),
        groupQuestions,
        createdByUserId: user.id,
      });
    });
    await this.audit.record({
      action: 'open-link.create',
      actorUserId: user.id,
      customerId: inquiry.customerId,
      target: `Inquiry ${inquiryId}`,
      detail: groupQuestions.length ? `groups: ${groupQuestions.join(', ')}` : null,
    });
    return this.get(user, inquiryId);
  }

  async get(user: AuthUser, inquiryId: number): Promise<OpenLinkDto> {
    const link = await this.openLink(user, inquiryId);
    const m = this.dataSource.manager;
    return {
      InquiryId: link.inquiryId,
      Token: link.token,
      Url: this.url(link),
      GroupQuestions: link.groupQuestions,
      CreatedAt: link.createdAt,
      Responses: await countBrowsers(m, link.id),
      CompletedResponses: await this.respondents.completed(m, inquiryId),
    };
  }

  /** Closes the link at once: its form answers "closed" to every later call. Revoking no link changes nothing. */
  async revoke(user: AuthUser, inquiryId: number): Promise<{ Revoked: boolean }> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    const revoked = await transaction(this.dataSource, (m) => revokeOpenLinks(m, inquiryId, new Date()));
    if (revoked)
      await this.audit.record({
        action: 'open-link.revoke',
        actorUserId: user.id,
        customerId: inquiry.customerId,
        target: `Inquiry ${inquiryId}`,
      });
    return { Revoked: revoked };
  }

  async qr(user: AuthUser, inquiryId: number): Promise<string> {
    return openLinkQrSvg(this.url(await this.openLink(user, inquiryId)));
  }

  private async openLink(user: AuthUser, inquiryId: number): Promise<OpenLink> {
    await this.access.findForUser(user, inquiryId);
    const link = await openLinkOfInquiry(this.dataSource.manager, inquiryId);
    if (!link) throw ApiError.notFound('Open link');
    return link;
  }

  private url(link: Pick<OpenLink, 'token'>): string {
    return `${this.config.publicUrl}${OPEN_LINK_PATH}/${link.token}`;
  }
}
