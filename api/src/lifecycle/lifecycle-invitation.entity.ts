import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A person invited by a lifecycle survey, by address. The unique (survey, email) key is the claim: whichever API
 * instance inserts it invites that person, once per survey, even if their date changes later.
 */
@Entity('lifecycle_invitations')
@Index('ux_lifecycle_invitations_email', ['lifecycleId', 'email'], { unique: true })
@Index('ix_lifecycle_invitations_period', ['periodId'])
export class LifecycleInvitation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  lifecycleId: number;

  @Column({ type: 'int' })
  periodId: number;

  /** Lower case, as the directory keeps it. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** The StartDate or EndDate that triggered it (YYYY-MM-DD). */
  @Column({ type: 'varchar', length: 10 })
  personDate: string;

  @CreateDateColumn()
  createdAt: Date;
}
