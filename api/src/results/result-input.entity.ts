import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An uploaded input line (sheet Inputs); when the sheet is absent inputs are computed from answers. */
@Entity('result_inputs')
@Index('ix_result_inputs_inquiry', ['inquiryId', 'position'])
export class ResultInput {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  inquiryId: number;

  @Column()
  position: number;

  @Column({ length: 20 })
  area: string;

  @Column({ type: 'text' })
  question: string;

  @Column({ type: 'double', nullable: true })
  averageRating: number | null;

  @Column({ type: 'double', nullable: true })
  averageValue: number | null;

  @Column({ type: 'double', nullable: true })
  averageDifference: number | null;
}
