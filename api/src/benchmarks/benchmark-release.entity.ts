import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The benchmark of one inquiry type as it was last released (benchmark-release-rule.ts): the pool's members
 * and their figures are frozen here, so a read never reflects one organisation joining, leaving or adding forms.
 */
@Entity('benchmark_releases')
export class BenchmarkRelease {
  @PrimaryColumn()
  inquiryTypeId: number;

  @Column({ type: 'int' })
  orgCount: number;

  @Column({ type: 'datetime' })
  releasedAt: Date;
}
