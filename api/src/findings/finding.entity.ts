import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { InquiryType } from '../inquiry-types/inquiry-type.entity';

@Entity('findings')
@Index('ix_findings_inquiry_type', ['inquiryTypeId', 'id'])
export class Finding {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  inquiryTypeId: number;

  @ManyToOne(() => InquiryType, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'inquiry_type_id' })
  inquiryType?: InquiryType;

  /** Culture, People, Process or Structure. */
  @Column({ length: 20 })
  area: string;

  @Column({ type: 'text' })
  detail: string;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
