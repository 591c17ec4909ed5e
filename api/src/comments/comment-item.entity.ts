import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Inquiry } from '../inquiries/inquiry.entity';
import type { CommentScope } from './comment-scope';

/**
 * One analysed comment: the answer it is (its text stays in survey_answers), its sentiment and themes.
 * The respondent is kept only to filter by group and to fill the super admin's answers export; no read
 * of a customer admin answers it. `shuffle` is a keyed hash of the answer drawn anew with each analysis:
 * lists are ordered by it, so their order says nothing about ids or times.
 */
@Entity('comment_items')
@Index('ix_comment_items_order', ['inquiryId', 'scope', 'questionKey', 'firstTheme', 'shuffle'])
@Index('ix_comment_items_answer', ['answerId'])
export class CommentItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  inquiryId: number;

  @ManyToOne(() => Inquiry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inquiry_id' })
  inquiry?: Inquiry;

  @Column({ type: 'varchar', length: 10 })
  scope: CommentScope;

  @Column({ type: 'int' })
  answerId: number;

  @Column({ type: 'int' })
  respondentId: number;

  /** "d:12" (diagnostic question 12) or "c:3" (custom question 3). */
  @Column({ type: 'varchar', length: 16 })
  questionKey: string;

  @Column({ type: 'varchar', length: 5 })
  language: string;

  /** In [-1, 1]; null: language not scored. */
  @Column({ type: 'double', nullable: true })
  sentiment: number | null;

  /** Ranks of its question's themes, as ",0,3," (empty: ","). */
  @Column({ type: 'varchar', length: 100 })
  themes: string;

  /** Its first theme's rank; 999 when it has none (listed last). */
  @Column({ type: 'int' })
  firstTheme: number;

  @Column({ type: 'int' })
  shuffle: number;
}
