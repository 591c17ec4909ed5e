import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ActionStatus } from './action-status';

/** A progress note on an action, and the status it set (null: the status stayed). */
@Entity('action_updates')
@Index('ix_action_updates_action', ['actionId', 'id'])
export class ActionUpdate {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  actionId: number;

  @Column({ type: 'int' })
  authorUserId: number;

  @Column({ type: 'text' })
  note: string;

  @Column({ type: 'varchar', length: 12, nullable: true })
  status: ActionStatus | null;

  @CreateDateColumn()
  createdAt: Date;
}
