import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { resultsEverPublished } from '../inquiries/answering-closed';
import { open, seal } from '../common/crypto/secret-box';
import { rawDateOrNull, rawNumberOrNull } from '../database/raw-values';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { invitationKeyHash, newInvitationKey } from './invitation-key';
import type { FormStatus } from './respondent.entity';
import {
  claimPendingInvitations,
  newestInvitationLanguage,
  newestSealedKey,
  setInvitationKey,
  spendPendingInvitationKeys,
} from './respondents.repository';
import {
  formsHoldingKey,
  newestPendingInvitation,
  pendingInvitationElsewhere,
  pendingInvitationHoldsKey,
} from '../read-models/invited-forms.read-model';

/** A form the secret of an invitation link opens (see keyHolders). */
export interface InvitedForm {
  respondentId: number;
  inquiryId: number;
  inquiryTypeId: number;
  userId: number | null;
  status: FormStatus;
  expiryDate: Date | null;
  published: boolean;
}

const sealContext = (customerId: number, email: string) => `invitation-key:${customerId}:${email.toLowerCase()}`;

/**
 * Pending invitations: respondent rows of an email that has no account yet. The mailed link carries
 * a secret; its hash is stored, on every pending row of that email in that organisation, so the
 * newest invitation's secret is the one that works, until the last of those inquiries expires. The secret
 * is also kept sealed, so a reminder mails the same link again; only a new invitation (Resend) replaces it.
 */
@Injectable()
export class InvitationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A fresh secret for the organisation's pending invitation of this email; earlier secrets stop working. */
  async issueKey(customerId: number, email: string, m: EntityManager = this.dataSource.manager): Promise<string> {
    const key = newInvitationKey();
    await setInvitationKey(m, customerId, email, {
      invitationKeyHash: invitationKeyHash(key),
      invitationKeySealed: seal(this.config.sso.secretKey, key, sealContext(customerId, email)),
    });
    return key;
  }

  /**
   * The secret the invitee already holds for this organisation (a pending invitation, or an account started
   * from it that has no password yet), so a reminder carries the same link; null when none is kept (an
   * invitation mailed before secrets were sealed, or one spent), and the caller then issues a fresh one.
   */
  async currentKey(
    customerId: number,
    email: string,
    m: EntityManager = this.dataSource.manager,
  ): Promise<string | null> {
    const row = await newestSealedKey(m, customerId, email);
    if (!row?.invitationKeySealed) return null;
    try {
      const key = open(this.config.sso.secretKey, row.invitationKeySealed, sealContext(customerId, email));
      return invitationKeyHash(key) === row.invitationKeyHash ? key : null;
    } catch {
      return null;
    }
  }

  /**
   * The organisation's forms of this email whose current secret is `key`, pending or already taken by the
   * account started from the link, newest first, with their inquiry's expiry and publication.
   */
  async keyHolders(
    customerId: number,
    email: string,
    key: string,
    m: EntityManager = this.dataSource.manager,
  ): Promise<InvitedForm[]> {
    const rows = await formsHoldingKey(m, customerId, email, invitationKeyHash(key));
    return rows.map((r) => ({
      respondentId: Number(r.respondentId),
      inquiryId: Number(r.inquiryId),
      inquiryTypeId: Number(r.inquiryTypeId),
      userId: rawNumberOrNull(r.userId),
      status: r.status as FormStatus,
      expiryDate: rawDateOrNull(r.expiryDate),
      // Withdrawn results leave the form as closed as their publication did.
      published: resultsEverPublished({
        resultsUploadedAt: rawDateOrNull(r.resultsUploadedAt),
        resultsWithdrawnAt: rawDateOrNull(r.resultsWithdrawnAt),
      }),
    }));
  }

  /** Whether `key` is the current secret of a pending invitation of this email from the organisation, on an inquiry not yet expired. */
  holdsKey(
    customerId: number,
    email: string,
    key: string,
    now = new Date(),
    m: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    return pendingInvitationHoldsKey(m, customerId, email, invitationKeyHash(key), now);
  }

  /** The language the organisation's newest pending invitation of this email was mailed in; null when none says. */
  async invitedLanguage(
    customerId: number,
    email: string,
    m: EntityManager = this.dataSource.manager,
  ): Promise<string | null> {
    return newestInvitationLanguage(m, customerId, email);
  }

  /** The newest inquiry, not yet expired, the organisation invited this email to while it has no account; null when none. */
  async invitedInquiry(
    customerId: number,
    email: string,
    now = new Date(),
    m: EntityManager = this.dataSource.manager,
  ): Promise<{ inquiryId: number; inquiryTypeId: number } | null> {
    const row = await newestPendingInvitation(m, customerId, email, now);
    return row ? { inquiryId: Number(row.inquiryId), inquiryTypeId: Number(row.inquiryTypeId) } : null;
  }

  /** Whether another organisation has invited this email, on an inquiry not yet expired, while it has no account. */
  invitedElsewhere(
    customerId: number,
    email: string,
    now = new Date(),
    m: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    return pendingInvitationElsewhere(m, customerId, email, now);
  }

  /**
   * Every pending invitation of the organisation for the email now belongs to the new account. Its secret
   * stays with those forms, so the mail opened again leads to them (to the login once the account has a
   * password); the secrets of other organisations' invitations of the address are spent (they lapse: the
   * address has an account now).
   */
  async claim(
    customerId: number,
    email: string,
    userId: number,
    m: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await claimPendingInvitations(m, customerId, email, userId);
    await spendPendingInvitationKeys(m, email);
  }
}
