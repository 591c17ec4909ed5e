import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { assertTenant } from '../auth/tenant-scope';
import { Inquiry } from './inquiry.entity';

/**
 * The one way other modules load an inquiry for a caller: another tenant's inquiry
 * (or a missing one) is a 404, whatever the module.
 */
@Injectable()
export class InquiryAccess {
  constructor(@InjectRepository(Inquiry) private readonly inquiries: Repository<Inquiry>) {}

  async findForUser(user: AuthUser, inquiryId: number): Promise<Inquiry> {
    // A query builder, not findOne with relations: that form reads the id with a DISTINCT sub-query first.
    const inquiry = await this.inquiries.createQueryBuilder('i').leftJoinAndSelect('i.inquiryType', 't').where('i.id = :inquiryId', { inquiryId }).getOne();
    return assertTenant(user, inquiry, 'Inquiry');
  }
}
