import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Respondent } from './respondent.entity';

/**
 * One manager above a respondent in the reporting hierarchy as the directory held it when the respondent was invited
 * (docs/features/people.md): level 1 is the direct manager, then upwards to the top. Written once, with the respondent,
 * and never changed: a later move in the directory never moves anyone between an earlier inquiry's teams.
 */
@Entity('respondent_managers')
@Index('ix_respondent_managers_team', ['inquiryId', 'managerEmail'])
export class RespondentManager {
  @PrimaryColumn()
  respondentId: number;

  @ManyToOne(() => Respondent, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'respondent_id', foreignKeyConstraintName: 'FK_respondent_managers_respondent' })
  respondent?: Respondent;

  @PrimaryColumn()
  level: number;

  @Column({ length: 254 })
  managerEmail: string;

  @Column()
  inquiryId: number;
}
