import { EntityManager } from 'typeorm';
import { Roadmap } from './roadmap.entity';

/*
 * The statements on roadmaps of this module's own (each taking the caller's EntityManager); the library's
 * list, count and write statements are the shared ones of library-content.repository.ts.
 */

/** Every roadmap, by inquiry type, then oldest first. */
export function allRoadmaps(m: EntityManager): Promise<Roadmap[]> {
  return m.find(Roadmap, { order: { inquiryTypeId: 'ASC', id: 'ASC' } });
}

export function roadmapById(m: EntityManager, id: number): Promise<Roadmap | null> {
  return m.findOneBy(Roadmap, { id });
}
