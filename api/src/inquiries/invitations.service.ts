import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { Respondent } from './respondent.entity';

/** Pending invitations: respondent rows of an email that has no account yet. */
@Injectable()
export class InvitationsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Whether the organisation invited this email to some inquiry and the invitation is still without an account. */
  isInvited(customerId: number, email: string, m: EntityManager = this.dataSource.manager): Promise<boolean> {
    return m.exists(Respondent, { where: { customerId, email, userId: IsNull() } });
  }

  /** Every pending invitation of the organisation for the email now belongs to the new account. */
  async claim(customerId: number, email: string, userId: number, m: EntityManager = this.dataSource.manager): Promise<void> {
    await m.update(Respondent, { customerId, email, userId: IsNull() }, { userId });
  }
}
