import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const TRIGGERS = ['Onboarding', 'Exit'] as const;
export type Trigger = (typeof TRIGGERS)[number];

/**
 * A lifecycle survey of one organisation (docs/features/lifecycle.md): an inquiry type (or some of its questions)
 * sent to each person of the directory once, N days after their StartDate (onboarding) or their EndDate (exit),
 * collected into one inquiry per calendar quarter of that date.
 */
@Entity('lifecycle_surveys')
@Index('ix_lifecycle_surveys_customer', ['customerId', 'id'])
export class LifecycleSurvey {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  customerId: number;

  /** The customer admin who set it up: periods are created and invited in their name. */
  @Column({ type: 'int' })
  createdByUserId: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 12 })
  kind: Trigger;

  @Column({ type: 'int' })
  inquiryTypeId: number;

  /** Some of the type's diagnostic questions, as a JSON array of ids; null for every question. */
  @Column({ type: 'text', nullable: true })
  questionIds: string | null;

  /** The intake answers every period's inquiry is given, as JSON [{ IntakeId, Answer }]. */
  @Column({ type: 'text', nullable: true })
  intakeAnswers: string | null;

  /** Days after the person's date (StartDate or EndDate) the invitation goes out. */
  @Column({ type: 'int' })
  daysAfter: number;

  /** How long each person's form stays open after their invitation. */
  @Column({ type: 'int' })
  daysOpen: number;

  /**
   * The first day (UTC, YYYY-MM-DD) an invitation may fall on: the day it was set up. People whose invitation day
   * came before it (joiners of years ago) are never invited.
   */
  @Column({ type: 'varchar', length: 10 })
  activeFrom: string;

  /** Why the last attempt to invite did not (no verified sender, quota, a refused inquiry); null once one succeeds. */
  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
