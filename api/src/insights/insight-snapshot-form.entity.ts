import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Inquiry } from '../inquiries/inquiry.entity';

/** A completed form and the first generation of the inquiry's snapshot that held it (every later one holds it too). */
@Entity('insight_snapshot_forms')
export class InsightSnapshotForm {
  @PrimaryColumn()
  inquiryId: number;

  @ManyToOne(() => Inquiry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inquiry_id' })
  inquiry?: Inquiry;

  @PrimaryColumn()
  respondentId: number;

  @Column({ type: 'int' })
  generation: number;
}
