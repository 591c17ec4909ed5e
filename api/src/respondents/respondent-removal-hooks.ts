import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * Told inside the transaction that removes a respondent, before their row goes; answers the ids of the
 * files the removed records held (they are discarded with the form). The answers module registers one
 * that deletes the form's answers.
 */
export type RespondentRemovalListener = (respondentId: number, m: EntityManager) => Promise<number[]>;

/**
 * Where a module that keeps records of a respondent's form plugs in their removal (at start-up), so the
 * respondents module needs no import of it: such a module imports the respondents' entity, so the
 * respondents module importing it back would be a cycle.
 */
@Injectable()
export class RespondentRemovalHooks {
  private readonly listeners: RespondentRemovalListener[] = [];

  register(listener: RespondentRemovalListener): void {
    this.listeners.push(listener);
  }

  /** Runs every listener in the removal's transaction; answers the ids of the files their records held. */
  async removing(respondentId: number, m: EntityManager): Promise<number[]> {
    const fileIds: number[] = [];
    for (const listener of this.listeners) fileIds.push(...(await listener(respondentId, m)));
    return fileIds;
  }
}
