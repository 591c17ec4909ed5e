import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { DiagnosticQuestion } from './diagnostic-question.entity';

/** What the pathways module changes of its questions (the questions module itself needs the pathways module). */
@Injectable()
export class PathwayQuestionsService {
  /** Deletes every question of a pathway, in the transaction that deletes the pathway. */
  async deleteOfPathway(pathwayId: number, m: EntityManager): Promise<void> {
    await m.delete(DiagnosticQuestion, { pathwayId });
  }
}
