import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The results studio's draft of an inquiry's results (docs/features/results-studio.md): everything the customer
 * will read once published, kept as JSON (draft-content.ts) with a version that every save raises.
 */
@Entity('result_drafts')
@Index('uq_result_drafts_inquiry', ['inquiryId'], { unique: true })
export class ResultDraft {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  inquiryId: number;

  @Column()
  version: number;

  @Column({ type: 'text' })
  content: string;

  /** The customer admins were told of a publication of this inquiry; a later one tells them again only when asked. */
  @Column()
  customerNotified: boolean;

  /** The publication the draft was last filled from or published as (a newer one, an upload, refills it). */
  @Column({ type: 'datetime', nullable: true })
  publishedAt: Date | null;

  /** The library suggestions an operator dismissed, as JSON `[{kind, id}]`: kept apart from the content to publish. */
  @Column({ type: 'text', nullable: true })
  dismissedSuggestions: string | null;

  @Column({ type: 'int', nullable: true })
  updatedByUserId: number | null;

  @Column({ type: 'datetime' })
  updatedAt: Date;
}
