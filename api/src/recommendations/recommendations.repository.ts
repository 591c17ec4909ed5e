import { EntityManager } from 'typeorm';
import { Recommendation } from './recommendation.entity';

/*
 * The statements on recommendations of this module's own (each taking the caller's EntityManager); the library's
 * list, count and write statements are the shared ones of library-content.repository.ts.
 */

/** Every recommendation, by inquiry type, then oldest first. */
export function allRecommendations(m: EntityManager): Promise<Recommendation[]> {
  return m.find(Recommendation, { order: { inquiryTypeId: 'ASC', id: 'ASC' } });
}

export function recommendationById(m: EntityManager, id: number): Promise<Recommendation | null> {
  return m.findOneBy(Recommendation, { id });
}
