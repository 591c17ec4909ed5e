import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One item an action targets: a library question of the inquiry (questionId) or a whole area (area). */
@Entity('action_targets')
@Index('ix_action_targets_action', ['actionId'])
export class ActionTarget {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  actionId: number;

  @Column({ type: 'int', nullable: true })
  questionId: number | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  area: string | null;
}
