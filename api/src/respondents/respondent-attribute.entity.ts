import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Respondent } from './respondent.entity';

/**
 * An attribute of a respondent as the directory held it when the respondent was invited (docs/features/people.md).
 * Written once, with the respondent row, and never changed: editing the directory later does not
 * move anyone between an earlier inquiry's groups (and so never changes kept segment totals).
 */
@Entity('respondent_attributes')
@Index('ix_respondent_attributes_group', ['inquiryId', 'name', 'value'])
export class RespondentAttribute {
  @PrimaryColumn()
  respondentId: number;

  @ManyToOne(() => Respondent, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'respondent_id' })
  respondent?: Respondent;

  @PrimaryColumn({ length: 100 })
  name: string;

  @Column({ length: 200 })
  value: string;

  @Column()
  inquiryId: number;
}
