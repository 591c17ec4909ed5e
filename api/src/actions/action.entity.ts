import { ACTION_STATUSES, type ActionStatus } from './action-status';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** An organisation's action on the results of one inquiry (round): owned by one of its users, with a due date and a status. */
@Entity('actions')
@Index('ix_actions_inquiry', ['inquiryId', 'id'])
@Index('ix_actions_owner', ['ownerUserId', 'id'])
export class Action {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  customerId: number;

  @Column({ type: 'int' })
  inquiryId: number;

  @Column({ length: 200 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'int', nullable: true })
  ownerUserId: number | null;

  /** A calendar day (YYYY-MM-DD), no time of day. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  dueDate: string | null;

  /** One of ACTION_STATUSES. */
  @Column({ type: 'varchar', length: 12, default: ACTION_STATUSES[0] })
  status: ActionStatus;

  /** Where it was started: an item, an area, a roadmap step, a finding, or blank. */
  @Column({ type: 'varchar', length: 12, default: 'Blank' })
  origin: string;

  /** Shown to the respondents of the series ("you said, we did"). */
  @Column({ default: false })
  shared: boolean;

  @Column({ type: 'int' })
  createdByUserId: number;

  /** When the owner was reminded of the coming due date (cleared when the due date changes). */
  @Column({ type: 'datetime', nullable: true })
  dueReminderSentAt: Date | null;

  /** When the owner was told the action is overdue (cleared when the due date changes). */
  @Column({ type: 'datetime', nullable: true })
  overdueMailSentAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
