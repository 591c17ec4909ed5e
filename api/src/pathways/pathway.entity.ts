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

@Entity('pathways')
@Index('ix_pathways_inquiry_type', ['inquiryTypeId', 'id'])
export class Pathway {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  inquiryTypeId: number;

  @ManyToOne(() => InquiryType, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'inquiry_type_id' })
  inquiryType?: InquiryType;

  @Column({ length: 200 })
  name: string;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
