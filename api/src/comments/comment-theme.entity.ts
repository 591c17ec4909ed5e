import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Inquiry } from '../inquiries/inquiry.entity';
import type { CommentScope } from './comment-scope';

/**
 * One theme of one question's comments in a stored analysis (analysis/themes.ts). Rank -1 is the question's own
 * row (label empty): its comments, scored comments and mean sentiment, so a read needs no scan of the comments.
 */
@Entity('comment_themes')
@Index('uq_comment_themes_rank', ['inquiryId', 'scope', 'questionKey', 'rank'], { unique: true })
export class CommentTheme {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  inquiryId: number;

  @ManyToOne(() => Inquiry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inquiry_id' })
  inquiry?: Inquiry;

  @Column({ type: 'varchar', length: 10 })
  scope: CommentScope;

  @Column({ type: 'varchar', length: 16 })
  questionKey: string;

  /** 0 for the theme with the most comments; -1 for the question's own row. */
  @Column({ type: 'int' })
  rank: number;

  @Column({ type: 'varchar', length: 120 })
  label: string;

  @Column({ type: 'int' })
  count: number;

  /** Of `count`, the comments with a scored sentiment. */
  @Column({ type: 'int', default: 0 })
  scored: number;

  /** Mean of its scored comments' sentiment; null when none is scored. */
  @Column({ type: 'double', nullable: true })
  sentiment: number | null;

  /** Up to three answer ids shown as examples once released, as JSON. */
  @Column({ type: 'varchar', length: 100 })
  examples: string;
}
