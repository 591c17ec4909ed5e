import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An inquiry opened to anyone holding its link (docs/features/open-links.md). At most one link of an inquiry is
 * open (revokedAt null) at a time; a revoked link stays as a record, and its token answers "closed".
 */
@Entity('open_links')
@Index('ux_open_links_token', ['token'], { unique: true })
@Index('ix_open_links_inquiry', ['inquiryId', 'revokedAt'])
export class OpenLink {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  inquiryId: number;

  @Column({ type: 'int' })
  customerId: number;

  /** 32 random bytes, base64url: the link itself, shown again to the admin (it only lets someone answer). */
  @Column({ type: 'varchar', length: 64 })
  token: string;

  /** Directory attributes the respondent may declare a value of (a department), as the admin chose them. */
  @Column({ type: 'simple-json' })
  groupQuestions: string[];

  @Column({ type: 'int' })
  createdByUserId: number;

  @CreateDateColumn()
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  revokedAt: Date | null;
}
