import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An advance insight of an inquiry's uploaded results (sheet AdvanceInsights). */
@Entity('result_advance_insights')
@Index('ix_result_advance_insights_inquiry', ['inquiryId', 'position'])
export class ResultAdvanceInsight {
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
