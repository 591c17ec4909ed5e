import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One of the three roadmap steps of an inquiry's uploaded results (sheet Roadmap). */
@Entity('result_roadmap_steps')
@Index('uq_result_roadmap_steps_step', ['inquiryId', 'step'], { unique: true })
export class ResultRoadmapStep {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  inquiryId: number;

  /** 1, 2 or 3. */
  @Column({ type: 'smallint' })
  step: number;

  @Column({ length: 200 })
  title: string;

  @Column({ type: 'text' })
  briefDescription: string;

  @Column({ type: 'text' })
  detail: string;
}
