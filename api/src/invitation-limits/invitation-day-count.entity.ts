import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Invitation, notice and reminder mails one organisation queued on one UTC day. */
@Entity('invitation_day_counts')
export class InvitationDayCount {
  @PrimaryColumn()
  customerId: number;

  /** YYYY-MM-DD, UTC. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  @Column({ type: 'int', default: 0 })
  sent: number;
}
