import { Injectable } from '@nestjs/common';
import { EntityManager, Not } from 'typeorm';
import { FormStatus, Respondent } from './respondent.entity';

/** The write a survey save makes to its form's respondent row, inside the save's transaction. */
@Injectable()
export class FormProgressService {
  /**
   * Moves a form that is not completed to the saved status (a conditional update, so of two concurrent
   * submits exactly one completes); false when it was completed already. Locks the form's row.
   */
  async markSaved(m: EntityManager, respondentId: number, status: Exclude<FormStatus, 'pending'>): Promise<boolean> {
    const moved = await m.update(
      Respondent,
      { id: respondentId, status: Not('completed') },
      { status, submittedAt: status === 'completed' ? new Date() : null },
    );
    return !!moved.affected;
  }
}
