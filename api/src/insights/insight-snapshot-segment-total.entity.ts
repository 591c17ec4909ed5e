import { Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Inquiry } from '../inquiries/inquiry.entity';
import { QuestionTotalsColumns } from '../answers/question-totals.columns';

/** One group's per-question totals as they stood when the inquiry's snapshot was taken (the columns of segment_totals); shown groups only. */
@Entity('insight_snapshot_segment_totals')
export class InsightSnapshotSegmentTotal extends QuestionTotalsColumns {
  @PrimaryColumn()
  inquiryId: number;

  @ManyToOne(() => Inquiry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inquiry_id' })
  inquiry?: Inquiry;

  @PrimaryColumn({ length: 100 })
  attribute: string;

  @PrimaryColumn({ length: 200 })
  value: string;

  @PrimaryColumn({ default: false })
  isCustomQuestion: boolean;

  @PrimaryColumn()
  questionId: number;
}
