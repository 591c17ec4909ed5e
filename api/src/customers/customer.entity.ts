import {
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

@Entity('customers')
export class Customer {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('uq_customers_name', { unique: true })
  @Column({ length: 200 })
  name: string;

  @Column({ length: 200, default: '' })
  industry: string;

  @Column({ length: 200, default: '' })
  website: string;

  @Column({ length: 200, default: '' })
  address: string;

  @Column({ length: 200, default: '' })
  state: string;

  @Column({ length: 200, default: '' })
  city: string;

  @Column({ length: 200, default: '' })
  country: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  yearsInBusiness: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  duration: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  profitOrNon: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  ownershipStructure: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  annualRevenue: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  averageFte: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  numberOfLocations: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  headquarterAddress: string | null;

  @Column({ default: true })
  isActive: boolean;

  /** The operator's own daily invitation limit for this customer; null = INVITATIONS_PER_DAY. */
  @Column({ type: 'int', nullable: true })
  invitationsPerDay: number | null;

  /** The organisation's default mail language for invitations to addresses without an account; null = English. */
  @Column({ type: 'varchar', length: 5, nullable: true })
  language: string | null;

  /** Whether the organisation's published figures count toward other organisations' benchmarks (its admin decides; docs/features/rounds-and-benchmarks.md). */
  @Column({ default: true })
  contributesToBenchmarks: boolean;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;

  /** Customers are deactivated and hidden, never erased: their inquiries and answers stay. */
  @Index('ix_customers_deleted_at')
  @DeleteDateColumn({ nullable: true })
  deletedAt: Date | null;
}
