import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One period (a calendar quarter of the people's StartDate or EndDate) of a lifecycle survey and its inquiry. The
 * unique (survey, period) key makes the period's inquiry once across API instances: the instance whose insert
 * succeeds creates it; the others wait for its inquiry id.
 */
@Entity('lifecycle_periods')
@Index('ux_lifecycle_periods_period', ['lifecycleId', 'period'], { unique: true })
export class LifecyclePeriod {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  lifecycleId: number;

  /** "2027-Q1". */
  @Column({ type: 'varchar', length: 7 })
  period: string;

  /** Null while the claiming instance creates it. */
  @Column({ type: 'int', nullable: true })
  inquiryId: number | null;

  @CreateDateColumn()
  createdAt: Date;
}
