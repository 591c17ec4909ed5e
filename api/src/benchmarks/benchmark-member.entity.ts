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

  /** Its eNPS question's answers, promoters and passives, frozen with the release (0 answers: none pooled). */
  @Column({ type: 'int', default: 0 })
  enpsAnswers: number;

  @Column({ type: 'int', default: 0 })
  enpsPromoters: number;

  @Column({ type: 'int', default: 0 })
  enpsPassives: number;
}
