import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One organisation of a released benchmark pool: the inquiry (its latest published of the type) and the forms its figures cover. */
@Entity('benchmark_members')
export class BenchmarkMember {
  @PrimaryColumn()
  inquiryTypeId: number;

  @PrimaryColumn()
  customerId: number;

  @Column({ type: 'int' })
  inquiryId: number;

  @Column({ type: 'int' })
  forms: number;
}
