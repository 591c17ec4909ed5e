import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { paginate, Paged } from '../common/paging/paged';
import { DiagnosticQuestion } from '../diagnostic-questions/diagnostic-question.entity';
import { Pathway } from '../pathways/pathway.entity';

/** Pathways with their inquiry type's row beside them (every pathway read shows the type's name), questions with their pathway's. */
const withType = (m: EntityManager): SelectQueryBuilder<Pathway> =>
  m.createQueryBuilder(Pathway, 'p').leftJoinAndSelect('p.inquiryType', 't');

/** One page of an inquiry type's pathways, newest first, each with its type. */
export function pathwayPageOfType<T>(
  m: EntityManager,
  inquiryTypeId: number,
  page: PageQueryDto,
  map: (pathway: Pathway) => T,
): Promise<Paged<T>> {
  const qb = withType(m).where('p.inquiryTypeId = :inquiryTypeId', { inquiryTypeId }).orderBy('p.id', 'DESC');
  return paginate(qb, page, map);
}

/** One pathway with its inquiry type, or null. */
export function pathwayWithType(m: EntityManager, id: number): Promise<Pathway | null> {
  return withType(m).where('p.id = :id', { id }).getOne();
}

/** One diagnostic question with its pathway (its response names the pathway's inquiry type), or null. */
export function questionWithPathway(m: EntityManager, id: number): Promise<DiagnosticQuestion | null> {
  return m
    .createQueryBuilder(DiagnosticQuestion, 'q')
    .leftJoinAndSelect('q.pathway', 'p')
    .where('q.id = :id', { id })
    .getOne();
}
