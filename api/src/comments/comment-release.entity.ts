import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Inquiry } from '../inquiries/inquiry.entity';

/** Whether the super admin released an inquiry's verbatim comments to its customer admins (default: not). */
@Entity('comment_releases')
export class CommentRelease {
  @PrimaryColumn()
  inquiryId: number;

  @ManyToOne(() => Inquiry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inquiry_id' })
  inquiry?: Inquiry;

  @Column({ type: 'boolean', default: false })
  released: boolean;

  @Column({ type: 'datetime' })
  changedAt: Date;
}
