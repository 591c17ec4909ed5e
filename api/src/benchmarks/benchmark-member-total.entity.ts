import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A released member's performance totals of one library question, copied from its snapshot when the pool was released. */
@Entity('benchmark_member_totals')
export class BenchmarkMemberTotal {
  @PrimaryColumn()
  inquiryTypeId: number;

  @PrimaryColumn()
  customerId: number;

  @PrimaryColumn()
  questionId: number;

  @Column({ type: 'int', default: 0 })
  nPerformance: number;

  @Column({ type: 'int', default: 0 })
  sumPerformance: number;

  @Column({ type: 'int', default: 0 })
  sumSqPerformance: number;
}
