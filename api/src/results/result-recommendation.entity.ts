import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A scenario of an inquiry's uploaded results (sheet Recommendations). */
@Entity('result_recommendations')
@Index('ix_result_recommendations_inquiry', ['inquiryId', 'position'])
export class ResultRecommendation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  inquiryId: number;

  @Column()
  position: number;

  @Column({ type: 'text' })
  detail: string;

  /** 0-5. */
  @Column({ type: 'smallint' })
  levelOfFocus: number;
}
