import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type RoundStatus = 'Creating' | 'Created' | 'Failed';

/**
 * One round of a programme: claimed before its inquiry is made. The unique (programme, instant) key is the last
 * word when two API instances claim the same round: the second insert fails and that instance does nothing.
 * Deleting a programme deletes its rounds (programmes.repository.ts); the rounds' inquiries stay.
 */
@Entity('programme_rounds')
@Index('ux_programme_rounds_scheduled', ['programmeId', 'scheduledAt'], { unique: true })
export class ProgrammeRound {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  programmeId: number;

  @Column({ type: 'int' })
  roundIndex: number;

  /** The instant the schedule set for it. */
  @Column({ type: 'datetime' })
  scheduledAt: Date;

  @Column({ type: 'varchar', length: 12 })
  status: RoundStatus;

  @Column({ type: 'int', nullable: true })
  inquiryId: number | null;

  @Column({ type: 'int', default: 0 })
  invitedCount: number;

  /** Why the round was not created or not invited (the refusal's message). */
  @Column({ type: 'text', nullable: true })
  error: string | null;

  @CreateDateColumn()
  createdAt: Date;
}
