import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type StoredFileKind = 'survey-document' | 'help-document' | 'result-workbook' | 'report' | 'export';

/** Metadata of a file kept behind the storage interface; the bytes live under storageKey. */
@Entity('stored_files')
@Index('ix_stored_files_inquiry_kind', ['inquiryId', 'kind', 'id'])
@Index('ix_stored_files_kind_created', ['kind', 'createdAt'])
export class StoredFile {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('uq_stored_files_key', { unique: true })
  @Column({ length: 200 })
  storageKey: string;

  /** The name the user gave the file; data only, never a path. */
  @Column({ length: 255 })
  originalName: string;

  @Column({ length: 120 })
  contentType: string;

  @Column({ type: 'int' })
  size: number;

  @Column({ type: 'varchar', length: 30 })
  kind: StoredFileKind;

  @Column({ type: 'int', nullable: true })
  customerId: number | null;

  @Column({ type: 'int', nullable: true })
  inquiryId: number | null;

  @Column({ type: 'int', nullable: true })
  uploadedByUserId: number | null;

  @CreateDateColumn()
  createdAt: Date;
}
