import { Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Inquiry } from './inquiry.entity';

/**
 * A library question an inquiry asks when it asks only some of its type's questions (a programme's pulse). An
 * inquiry with no rows asks every question of its type; its custom questions are asked either way.
 */
@Entity('inquiry_questions')
export class InquiryQuestion {
  @PrimaryColumn()
  inquiryId: number;

  @ManyToOne(() => Inquiry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inquiry_id', foreignKeyConstraintName: 'FK_inquiry_questions_inquiry' })
  inquiry?: Inquiry;

  @PrimaryColumn()
  questionId: number;
}
