import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { verifyPassword } from '../auth/password-hasher';
import type { PasswordSetListener } from '../auth/password-set-listener';
import { ApiError } from '../common/filters/api-error';
import { sameText } from '../common/mailed-codes/mailed-codes';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { transaction } from '../database/transaction';
import { MailQueue } from '../mail/mail-queue.service';
import { mailLanguage } from '../mail/templates/mail-language';
import { UsersService } from '../users/users.service';
import type { ExternalIdentity } from './external-identity';
import { SsoLinkBudgets } from './sso-link-budgets';
import { SsoLinkRequest } from './sso-link-request.entity';
import {
  chargeLinkRequest,
  deleteLinksOfCustomer,
  deleteLinksOfUser,
  findIdentity,
  insertIdentity,
  insertLinkRequest,
  linkedUsersOf,
  openLinkRequest,
  setLinkCode,
  spendLinkRequest,
} from './sso-links.repository';
import { ssoLinkCodeMail, ssoUnlinkedByPasswordMail, ssoUnlinkedMail } from './sso-mails';

const REQUEST_LIFETIME_MS = 15 * 60_000;
export const CODE_VALID_MINUTES = 10;
/** Wrong passwords and codes together, per link request: then the person signs in at the provider again. */
const MAX_WRONG_TRIES = 5;
const MAX_CODES_PER_REQUEST = 3;
const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
/** The account's budget across steps is spent: the step takes its password only, and says so. */
const PASSWORD_ONLY = () =>
  new ApiError(429, 'Link failed', [
    'No more codes can be sent or tried for this account today. Please confirm with your password.',
  ]);
const STEP_INVALID = () =>
  ApiError.unauthorized(
    ['This step is not valid or has expired. Please sign in with your organisation again.'],
    'Link failed',
  );

/**
 * Which account a provider identity signs in as (sso_identities), and the proof an account's owner
 * gives once before their account is linked (sso_link_requests): its password, or a 6-digit code
 * mailed to the account's own address (a keyed hash stored, 10 minutes, 5 wrong tries in all).
 */
@Injectable()
export class SsoLinksService implements PasswordSetListener {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly mail: MailQueue,
    private readonly audit: AuditService,
    private readonly budgets: SsoLinkBudgets,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async linkedUserId(customerId: number, identity: ExternalIdentity): Promise<number | null> {
    const row = await findIdentity(this.dataSource.manager, {
      customerId,
      issuer: identity.issuer,
      subject: identity.subject,
    });
    return row?.userId ?? null;
  }

  /** Links inside the caller's transaction (an account created by SSO is linked as it is created). */
  async link(m: EntityManager, customerId: number, identity: ExternalIdentity, userId: number): Promise<void> {
    await insertIdentity(m, { customerId, issuer: identity.issuer, subject: identity.subject, userId });
  }

  /** A link step for the owner of `userId` to prove; answers the token the browser keeps (its hash is stored). */
  async request(customerId: number, identity: ExternalIdentity, userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await insertLinkRequest(this.dataSource.manager, {
      tokenHash: sha256(token),
      customerId,
      userId,
      protocol: identity.protocol,
      issuer: identity.issuer,
      subject: identity.subject,
      expiresAt: new Date(Date.now() + REQUEST_LIFETIME_MS),
    });
    return token;
  }

  /** Mails a code to the account's own address (a new one replaces the last); at most three per step. */
  async sendCode(token: string, ip?: string): Promise<void> {
    const row = await this.open(token);
    const won = await chargeLinkRequest(this.dataSource.manager, row.id, 'codes_sent', MAX_CODES_PER_REQUEST);
    if (!won)
      throw new ApiError(429, 'Link failed', [
        'Too many codes were sent. Please sign in with your organisation again.',
      ]);
    // Steps can be opened without end by whoever runs the provider: the account's own budget bounds them all.
    if (!(await this.budgets.codesLeft(row.userId)) || !(await this.budgets.charge(row.userId, 'codes_sent')))
      throw PASSWORD_ONLY();
    const user = await this.users.findById(row.userId);
    if (!user) throw STEP_INVALID();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await transaction(this.dataSource, async (m) => {
      await setLinkCode(m, row.id, this.codeHash(row.id, code), new Date(Date.now() + CODE_VALID_MINUTES * 60_000));
      await this.mail.enqueue(
        ssoLinkCodeMail({
          to: user.email,
          firstName: user.firstName,
          language: mailLanguage(user.language),
          code,
          validMinutes: CODE_VALID_MINUTES,
          identityEmail: user.email,
        }),
        m,
      );
    });
    await this.audit.record({ action: 'sso.link.code', actorUserId: user.id, customerId: row.customerId, ip });
  }

  /**
   * The owner's proof: the account's password or the mailed code. A try is charged before the
   * comparison (a conditional update), so parallel guesses cannot pass the limit. Right: the identity
   * is linked and the step spent; answers the linked request.
   */
  async confirm(token: string, proof: { password?: string; code?: string }): Promise<SsoLinkRequest> {
    const row = await this.open(token);
    const charged = await chargeLinkRequest(this.dataSource.manager, row.id, 'failed_attempts', MAX_WRONG_TRIES);
    if (!charged) throw STEP_INVALID();
    // Every wrong try counts against the account across steps too; once that budget is spent a code is
    // not even compared (the password still is: its guesses are the password login's, throttled alike).
    const withinBudget = await this.budgets.charge(row.userId, 'failed_attempts');
    if (!withinBudget && proof.code) throw PASSWORD_ONLY();
    const right = await this.proves(row, proof);
    if (withinBudget && right) await this.budgets.refund(row.userId, 'failed_attempts');
    if (!right) throw ApiError.unauthorized(['The password or code is not right.'], 'Link failed');
    try {
      await transaction(this.dataSource, async (m) => {
        if (!(await spendLinkRequest(m, row.id))) throw STEP_INVALID();
        await insertIdentity(m, {
          customerId: row.customerId,
          issuer: row.issuer,
          subject: row.subject,
          userId: row.userId,
        });
      });
    } catch (err) {
      // The same identity linked by a second tab a moment ago: linked is linked, to the same account only.
      if (!/duplicate|unique/i.test(String((err as Error).message))) throw err;
      const linked = await findIdentity(this.dataSource.manager, {
        customerId: row.customerId,
        issuer: row.issuer,
        subject: row.subject,
      });
      if (linked?.userId !== row.userId) throw STEP_INVALID();
    }
    return row;
  }

  /**
   * Drops every link of the organisation (its provider changed: a new provider vouches for nobody yet)
   * and mails the users who had one, each in their language. Open link steps go too.
   */
  async unlinkAll(customerId: number, manager?: EntityManager): Promise<number> {
    const linked = await linkedUsersOf(manager ?? this.dataSource.manager, customerId);
    const userIds = [...new Set(linked.map((l) => l.userId))];
    const users = await this.users.findByIds(userIds);
    const drop = async (m: EntityManager) => {
      await deleteLinksOfCustomer(m, customerId);
      for (const user of users) {
        if (!user.isActive) continue;
        await this.mail.enqueue(
          ssoUnlinkedMail({
            to: user.email,
            firstName: user.firstName,
            language: mailLanguage(user.language),
            publicUrl: this.config.publicUrl,
          }),
          m,
        );
      }
    };
    if (manager) await drop(manager);
    else await transaction(this.dataSource, drop);
    return userIds.length;
  }

  /**
   * The account's owner set a new password (reset or change): every identity linked to the account
   * goes, with its open link steps and unused hand-off codes, and the owner is mailed when there was one. An account SSO
   * created (for a pending invitee, through the admin's own provider) is linked from the start; once
   * its owner takes it over, that provider must not sign in as it any more without their proof.
   */
  async passwordSet(userId: number, m: EntityManager): Promise<void> {
    // A hand-off code the provider's sign-in got just before is spent too: it would open a session after the reset.
    if (!(await deleteLinksOfUser(m, userId))) return;
    const user = await this.users.findById(userId);
    if (!user) return;
    await this.mail.enqueue(
      ssoUnlinkedByPasswordMail({
        to: user.email,
        firstName: user.firstName,
        language: mailLanguage(user.language),
        publicUrl: this.config.publicUrl,
      }),
      m,
    );
  }

  private async proves(row: SsoLinkRequest, proof: { password?: string; code?: string }): Promise<boolean> {
    if (proof.code) {
      return (
        !!row.codeHash &&
        !!row.codeExpiresAt &&
        row.codeExpiresAt.getTime() > Date.now() &&
        sameText(this.codeHash(row.id, proof.code), row.codeHash)
      );
    }
    if (proof.password) {
      const user = await this.users.findById(row.userId);
      return !!user && (await verifyPassword(user.passwordHash, proof.password));
    }
    return false;
  }

  private async open(token: string): Promise<SsoLinkRequest> {
    const row = await openLinkRequest(this.dataSource.manager, sha256(token));
    if (!row) throw STEP_INVALID();
    return row;
  }

  private codeHash(requestId: number, code: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`sso-link-code:${requestId}:${code}`).digest('hex');
  }
}
