import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { FormStatus } from './respondent.entity';
import { markFormSaved } from './respondents.repository';

/** The write a survey save makes to its form's respondent row, inside the save's transaction. */
@Injectable()
export class FormProgressService {
  /**
   * Moves a form that is not completed to the saved status (a conditional update, so of two concurrent
   * submits exactly one completes); false when it was completed already. Locks the form's row.
   */
  markSaved(m: EntityManager, respondentId: number, status: Exclude<FormStatus, 'pending'>): Promise<boolean> {
    return markFormSaved(m, respondentId, status);
  }
}
