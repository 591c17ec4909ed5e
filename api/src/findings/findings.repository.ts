import { EntityManager } from 'typeorm';
import { Finding } from './finding.entity';

/*
 * The statements on findings of this module's own (each taking the caller's EntityManager); the library's
 * list, count and write statements are the shared ones of library-content.repository.ts.
 */

/** Every finding, by inquiry type, then oldest first. */
export function allFindings(m: EntityManager): Promise<Finding[]> {
  return m.find(Finding, { order: { inquiryTypeId: 'ASC', id: 'ASC' } });
}

export function findingById(m: EntityManager, id: number): Promise<Finding | null> {
  return m.findOneBy(Finding, { id });
}
