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
import { RoadmapSteps } from './roadmap-steps';
import { InquiryType } from '../inquiry-types/inquiry-type.entity';

@Entity('roadmaps')
@Index('ix_roadmaps_inquiry_type', ['inquiryTypeId', 'id'])
export class Roadmap {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  inquiryTypeId: number;

  @ManyToOne(() => InquiryType, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'inquiry_type_id' })
  inquiryType?: InquiryType;

  @Column(() => RoadmapSteps, { prefix: false })
  steps: RoadmapSteps;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
