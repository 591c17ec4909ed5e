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

@Entity('recommendations')
@Index('ix_recommendations_inquiry_type', ['inquiryTypeId', 'id'])
export class Recommendation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  inquiryTypeId: number;

  @ManyToOne(() => InquiryType, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'inquiry_type_id' })
  inquiryType?: InquiryType;

  @Column({ type: 'text' })
  detail: string;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
