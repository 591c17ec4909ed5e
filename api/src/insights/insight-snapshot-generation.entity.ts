import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Inquiry } from '../inquiries/inquiry.entity';

/**
 * One generation of an inquiry's snapshot: every snapshot taken is kept as a generation (1, 2, …) with its
 * groups, forms and withheld figures, so that a later one is decided over everything a customer could have
 * read before (docs/confidentiality.md, "Over time"). insight_snapshots holds the current one's header.
 */
@Entity('insight_snapshot_generations')
export class InsightSnapshotGeneration {
  @PrimaryColumn()
  inquiryId: number;

  @ManyToOne(() => Inquiry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inquiry_id' })
  inquiry?: Inquiry;

  @PrimaryColumn()
  generation: number;

  @Column({ type: 'int' })
  forms: number;

  @Column({ type: 'datetime' })
  takenAt: Date;
}
