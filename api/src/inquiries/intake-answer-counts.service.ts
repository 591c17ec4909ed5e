import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { IntakeAnswer } from './intake-answer.entity';

/** How often intake questions were answered, for the intake questions module (which the inquiries module needs). */
@Injectable()
export class IntakeAnswerCountsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** How many inquiries answered one intake question (an answered question keeps its type and cannot be deleted). */
  countForQuestion(intakeQuestionId: number): Promise<number> {
    return this.dataSource.getRepository(IntakeAnswer).countBy({ intakeQuestionId });
  }
}
