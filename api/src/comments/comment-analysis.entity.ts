import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Inquiry } from '../inquiries/inquiry.entity';
import type { CommentScope } from './comment-scope';

/**
 * The state marker of an inquiry's stored comment analysis, one per scope: the analysis is redone
 * only when the marker of the forms it covers changes (a form completed, a new snapshot taken).
 */
@Entity('comment_analyses')
export class CommentAnalysis {
  @PrimaryColumn()
  inquiryId: number;

  @ManyToOne(() => Inquiry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inquiry_id' })
  inquiry?: Inquiry;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  scope: CommentScope;

  /** What the analysis was made of: the completed forms, or the snapshot's forms and time. */
  @Column({ type: 'varchar', length: 100 })
  marker: string;

  /** Completed forms covered. */
  @Column({ type: 'int' })
  forms: number;

  /** Comments found in them (empty and placeholder answers left out). */
  @Column({ type: 'int' })
  comments: number;

  @Column({ type: 'datetime' })
  analysedAt: Date;
}
