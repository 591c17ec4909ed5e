import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * What link steps have spent on one account in the current 24-hour window, across every step: a
 * provider's admin can open new steps without end, so the per-step limits alone would let them mail
 * and guess codes for ever. Counted in the database so every instance sees the same budget.
 */
@Entity('sso_link_budgets')
export class SsoLinkBudget {
  @PrimaryColumn({ type: 'int' })
  userId: number;

  @Column({ type: 'datetime' })
  windowStartedAt: Date;

  @Column({ type: 'int', default: 0 })
  codesSent: number;

  @Column({ type: 'int', default: 0 })
  failedAttempts: number;
}
