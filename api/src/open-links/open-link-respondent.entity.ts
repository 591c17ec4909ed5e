import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Respondent } from '../respondents/respondent.entity';

/**
 * A respondent who came through an open link, and the hash of the key their browser holds: the key is answered
 * once, when the browser starts, and every later call of that browser names it.
 */
@Entity('open_link_respondents')
@Index('ux_open_link_respondents_key', ['browserKeyHash'], { unique: true })
@Index('ix_open_link_respondents_link', ['openLinkId'])
export class OpenLinkRespondent {
  @PrimaryColumn({ type: 'int' })
  respondentId: number;

  // Removing the respondent (by the admin, or with the inquiry) removes the browser's key with it.
  @ManyToOne(() => Respondent, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'respondent_id', foreignKeyConstraintName: 'FK_open_link_respondents_respondent' })
  respondent?: Respondent;

  @Column({ type: 'int' })
  openLinkId: number;

  /** The respondent's own account row (removed, so it can never sign in): the survey forms are keyed by user. */
  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 64 })
  browserKeyHash: string;

  @CreateDateColumn()
  createdAt: Date;
}
