import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** An organisation the super admin keeps out of every benchmark pool (test and demo organisations). */
@Entity('benchmark_exclusions')
export class BenchmarkExclusion {
  @PrimaryColumn()
  customerId: number;

  @Column({ type: 'int', nullable: true })
  excludedByUserId: number | null;

  @CreateDateColumn()
  createdAt: Date;
}
