import { Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Inquiry } from '../inquiries/inquiry.entity';
import { QuestionTotalsColumns } from '../answers/question-totals.columns';

/** One question's answer totals as they stood when the inquiry's snapshot was taken (the columns of answer_totals). */
@Entity('insight_snapshot_totals')
export class InsightSnapshotTotal extends QuestionTotalsColumns {
  @PrimaryColumn()
  inquiryId: number;

  @ManyToOne(() => Inquiry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inquiry_id' })
  inquiry?: Inquiry;

  @PrimaryColumn({ default: false })
  isCustomQuestion: boolean;

  @PrimaryColumn()
  questionId: number;
}
