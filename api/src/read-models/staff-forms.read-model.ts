import type { EntityManager } from 'typeorm';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { paginate, Paged } from '../common/paging/paged';
import { Respondent } from '../respondents/respondent.entity';

/** One page of a user's own forms in active inquiries of their organisation, newest first, each with its inquiry and the inquiry's type. */
export function staffFormPage<T>(
  m: EntityManager,
  userId: number,
  customerId: number,
  page: PageQueryDto,
  map: (form: Respondent) => T,
): Promise<Paged<T>> {
  const qb = m
    .createQueryBuilder(Respondent, 'r')
    .innerJoinAndSelect('r.inquiry', 'i')
    .innerJoinAndSelect('i.inquiryType', 't')
    .where('r.userId = :userId', { userId })
    .andWhere('r.customerId = :customerId', { customerId })
    .andWhere('i.isActive = :active', { active: true })
    .orderBy('r.id', 'DESC');
  return paginate(qb, page, map);
}
