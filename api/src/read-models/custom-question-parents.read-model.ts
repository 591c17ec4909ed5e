import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { paginate, Paged } from '../common/paging/paged';
import { CustomQuestion } from '../custom-questions/custom-question.entity';

/**
 * Custom questions with their inquiry's and creator's rows beside them (soft-deleted ones included): the
 * review list and every question response name both.
 */
const withParents = (m: EntityManager): SelectQueryBuilder<CustomQuestion> =>
  m
    .createQueryBuilder(CustomQuestion, 'q')
    .withDeleted()
    .leftJoinAndSelect('q.inquiry', 'i')
    .leftJoinAndSelect('q.createdBy', 'u')
    .orderBy('q.id', 'DESC');

/** One page of custom questions, newest first: every customer's, or those one user created. */
export function customQuestionPage<T>(
  m: EntityManager,
  createdByUserId: number | undefined,
  page: PageQueryDto,
  map: (question: CustomQuestion) => T,
): Promise<Paged<T>> {
  const qb = withParents(m);
  if (createdByUserId !== undefined) qb.where('q.createdByUserId = :userId', { userId: createdByUserId });
  return paginate(qb, page, map);
}

/** One custom question with its inquiry and creator, or null. */
export function customQuestionWithParents(m: EntityManager, id: number): Promise<CustomQuestion | null> {
  return m.findOne(CustomQuestion, { where: { id }, relations: { inquiry: true, createdBy: true }, withDeleted: true });
}
