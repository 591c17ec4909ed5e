import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Cadence } from './programme-schedule';

/**
 * A recurring programme of one organisation (docs/features/programmes.md): an inquiry type asked again every
 * period to an audience. The next round's index and instant are kept here, so the worker finds what is due with
 * one indexed read and claims a round by moving them on with a conditional update.
 */
@Entity('programmes')
@Index('ix_programmes_customer', ['customerId', 'id'])
@Index('ix_programmes_due', ['nextRoundAt'])
export class Programme {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  customerId: number;

  /** The customer admin who set it up: rounds are created and invited in their name. */
  @Column({ type: 'int' })
  createdByUserId: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'int' })
  inquiryTypeId: number;

  /** A pulse: the chosen questions of the type, as a JSON array of ids; null for every question. */
  @Column({ type: 'text', nullable: true })
  questionIds: string | null;

  /** The audience: everyone in the directory when null, else the people whose attribute has audienceValue. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  audienceAttribute: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  audienceValue: string | null;

  /** The intake answers every round is given, as JSON [{ IntakeId, Answer }]. */
  @Column({ type: 'text', nullable: true })
  intakeAnswers: string | null;

  @Column({ type: 'varchar', length: 20 })
  cadence: Cadence;

  @Column({ type: 'int' })
  daysOpen: number;

  /** The first round's wall-clock date and time, "YYYY-MM-DDTHH:mm", in timeZone. */
  @Column({ type: 'varchar', length: 16 })
  startsAt: string;

  /** An IANA zone name. */
  @Column({ type: 'varchar', length: 64 })
  timeZone: string;

  @Column({ type: 'datetime', nullable: true })
  pausedAt: Date | null;

  @Column({ type: 'int', default: 0 })
  nextRoundIndex: number;

  /** Null while paused. */
  @Column({ type: 'datetime', nullable: true })
  nextRoundAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
