import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A finding of an inquiry's uploaded results (sheet Findings). */
@Entity('result_findings')
@Index('ix_result_findings_inquiry', ['inquiryId', 'position'])
export class ResultFinding {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  inquiryId: number;

  @Column()
  position: number;

  @Column({ length: 20 })
  area: string;

  @Column({ type: 'text' })
  text: string;
}
