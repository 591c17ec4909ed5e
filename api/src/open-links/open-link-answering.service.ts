import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Language } from '@portal/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { Role } from '../common/domain/roles';
import { ApiError } from '../common/filters/api-error';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CustomersService } from '../customers/customers.service';
import { transaction } from '../database/transaction';
import { resultsEverPublished } from '../inquiries/answering-closed';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import type { Inquiry } from '../inquiries/inquiry.entity';
import { isPast } from '../inquiries/inquiry-read';
import { AnonymousRespondentsService } from '../respondents/anonymous-respondents.service';
import type { SurveyFormDto } from '../surveys/dto/survey-form-responses.dto';
import { SurveyFormsService } from '../surveys/survey-forms.service';
import { SurveySaveService } from '../surveys/survey-save.service';
import { UsersService } from '../users/users.service';
import { StartOpenFormDto } from './dto/start-open-form.dto';
import type { OpenFormStartDto, OpenLinkIntroDto } from './dto/open-link-responses.dto';
import { OpenLinkGroups } from './open-link-groups.service';
import { OpenLinkThrottle } from './open-link-throttle.guard';
import type { OpenLink } from './open-link.entity';
import { browserOfLink, insertBrowser, openLinkByToken } from './open-links.repository';

const keyHash = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');
const WHOLE_FORM = { pageSize: -1, currentPage: 1 };

/** The answer to every call on a revoked link, or on an inquiry that takes no more answers. */
export const closedLink = () =>
  new ApiError(410, 'Closed', ['This survey link is closed. Thank you for your interest.']);

/**
 * The public answering path of an open link (docs/features/open-links.md). Anyone holding the link starts a form:
 * the first visit of a browser makes an unverified respondent with a hidden account of its own (the survey forms are
 * keyed by user) and answers a key once; the browser names that key on every later call, so it keeps its one form.
 * The form is read and saved by the same services as an invited respondent's.
 */
@Injectable()
export class OpenLinkAnswering {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly customers: CustomersService,
    private readonly users: UsersService,
    private readonly respondents: AnonymousRespondentsService,
    private readonly forms: SurveyFormsService,
    private readonly saves: SurveySaveService,
    private readonly groups: OpenLinkGroups,
    private readonly throttle: OpenLinkThrottle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async intro(token: string): Promise<OpenLinkIntroDto> {
    const { link, inquiry } = await this.openLink(token);
    const customer = await this.customers.findByIdOrFail(link.customerId);
    return {
      Organisation: customer.name,
      Description: inquiry.description,
      GroupQuestions: await this.groups.questions(link.customerId, link.groupQuestions),
      MinRespondents: this.config.minRespondents,
    };
  }

  /** A browser's form: its own again when it names its key, else a new one (counted against the address's limit). */
  async start(token: string, dto: StartOpenFormDto, ip: string, language: Language): Promise<OpenFormStartDto> {
    const { link, inquiry } = await this.openLink(token);
    if (dto.BrowserKey) {
      const known = await browserOfLink(this.dataSource.manager, link.id, keyHash(dto.BrowserKey));
      if (known) return { BrowserKey: dto.BrowserKey, Form: await this.form(inquiry, known.userId, language) };
    }
    const groups = await this.groups.declared(link.customerId, link.groupQuestions, dto.Groups);
    await this.throttle.countStart(ip);
    const key = randomBytes(32).toString('base64url');
    const userId = await transaction(this.dataSource, async (m) => {
      const email = `open-${randomBytes(12).toString('hex')}@open-link.invalid`;
      const user = await this.users.createHidden(
        {
          customerId: link.customerId,
          role: Role.CustomerUser,
          email,
          // No password can match this: the account never signs in.
          passwordHash: '!',
          firstName: '',
          lastName: '',
          designation: '',
          isAdmin: false,
          isActive: false,
          isVerified: false,
          firstTimeLogin: false,
        },
        m,
      );
      const respondentId = await this.respondents.add(m, {
        inquiryId: link.inquiryId,
        customerId: link.customerId,
        userId: user.id,
        email,
        attributes: groups,
      });
      await insertBrowser(m, { respondentId, openLinkId: link.id, userId: user.id, browserKeyHash: keyHash(key) });
      return user.id;
    });
    return { BrowserKey: key, Form: await this.form(inquiry, userId, language) };
  }

  async read(token: string, browserKey: string, language: Language): Promise<SurveyFormDto> {
    const { inquiry, userId } = await this.browser(token, browserKey);
    return this.form(inquiry, userId, language);
  }

  async save(token: string, browserKey: string, body: unknown, language: Language): Promise<SurveyFormDto> {
    const { inquiry, userId } = await this.browser(token, browserKey);
    return this.forms.localize(await this.saves.save(this.respondent(inquiry, userId), body, []), language);
  }

  private form(inquiry: Inquiry, userId: number, language: Language): Promise<SurveyFormDto> {
    return this.forms.form(this.respondent(inquiry, userId), inquiry.inquiryTypeId, inquiry.id, WHOLE_FORM, language);
  }

  /** The anonymous respondent as the survey services know a caller: a customer user of the inquiry's organisation. */
  private respondent(inquiry: Pick<Inquiry, 'customerId'>, userId: number): AuthUser {
    return {
      id: userId,
      role: Role.CustomerUser,
      customerId: inquiry.customerId,
      email: '',
      firstName: '',
      lastName: '',
    };
  }

  private async browser(token: string, browserKey: string) {
    const { link, inquiry } = await this.openLink(token);
    const known = browserKey ? await browserOfLink(this.dataSource.manager, link.id, keyHash(browserKey)) : null;
    if (!known) throw ApiError.forbidden(['This browser has not started a form of this link'], 'Forbidden');
    return { inquiry, userId: known.userId };
  }

  /** The link and its inquiry while it takes answers: unknown tokens 404, revoked links and closed inquiries 410. */
  private async openLink(token: string): Promise<{ link: OpenLink; inquiry: Inquiry }> {
    const link = token.length <= 64 ? await openLinkByToken(this.dataSource.manager, token) : null;
    if (!link) throw ApiError.notFound('Open link');
    if (link.revokedAt) throw closedLink();
    const inquiry = await this.access.findForUser(this.respondent(link, 0), link.inquiryId);
    if (resultsEverPublished(inquiry) || isPast(inquiry.expiryDate)) throw closedLink();
    return { link, inquiry };
  }
}
