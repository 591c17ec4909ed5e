import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Respondent } from '../respondents/respondent.entity';

/**
 * One answer of one respondent to one question (diagnostic, or custom when isCustomQuestion).
 * Ratings are numbers so averages are computed in SQL; 0 is Don't Know. The figures over completed
 * forms are read from answer_totals (kept when a form is completed), never by scanning these rows.
 */
@Entity('survey_answers')
@Index('uq_survey_answers_question', ['respondentId', 'isCustomQuestion', 'questionId'], { unique: true })
// Keyset paging of an inquiry's answers in id order (the answers export).
@Index('ix_survey_answers_inquiry', ['inquiryId', 'id'])
export class SurveyAnswer {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  respondentId: number;

  @ManyToOne(() => Respondent, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'respondent_id' })
  respondent?: Respondent;

  @Column()
  inquiryId: number;

  @Column()
  questionId: number;

  @Column({ default: false })
  isCustomQuestion: boolean;

  /** Attribute performance 1-5, 0 = DK. */
  @Column({ type: 'smallint', nullable: true })
  performance: number | null;

  /** Importance 1-5, 0 = DK; only for rating questions of the four areas. */
  @Column({ type: 'smallint', nullable: true })
  importance: number | null;

  @Column({ type: 'text', nullable: true })
  textAnswer: string | null;

  @Column({ type: 'simple-json', nullable: true })
  checkboxAnswer: string[] | null;

  @Column({ type: 'int', nullable: true })
  fileId: number | null;

  @UpdateDateColumn()
  updatedAt: Date;
}
