import { Column, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * One translated text of curated content: (kind, item id, field, language) → text. English stays in
 * the content's own table; a missing row means the English text is shown. customer_id is set for a
 * customer's own content (custom questions), so tenant checks need no join.
 */
@Entity('content_translations')
@Index('ix_content_translations_language', ['language', 'kind'])
export class ContentTranslation {
  @PrimaryColumn({ type: 'varchar', length: 30 })
  kind: string;

  @PrimaryColumn({ type: 'int' })
  itemId: number;

  @PrimaryColumn({ type: 'varchar', length: 40 })
  field: string;

  @PrimaryColumn({ type: 'varchar', length: 5 })
  language: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'int', nullable: true })
  customerId: number | null;

  @UpdateDateColumn()
  updatedAt: Date;
}
