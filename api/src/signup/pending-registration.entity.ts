import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A new organisation's sign-up waiting for its address to be proved: the organisation and admin fields
 * (password already hashed), and the sha256 of the secret mailed to the address. No customer or user
 * exists until the link is followed; one per address, the newest replacing the earlier one.
 */
@Entity('pending_registrations')
export class PendingRegistration {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('uq_pending_registrations_email', { unique: true })
  @Column({ length: 254 })
  email: string;

  @Index('uq_pending_registrations_token', { unique: true })
  @Column({ length: 64 })
  tokenHash: string;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ length: 200 })
  customerName: string;

  @Column({ length: 200 })
  industry: string;

  @Column({ length: 200 })
  address: string;

  @Column({ length: 200 })
  country: string;

  @Column({ length: 200 })
  state: string;

  @Column({ length: 200 })
  city: string;

  @Column({ length: 200 })
  website: string;

  @Column({ length: 200 })
  firstName: string;

  @Column({ length: 200 })
  lastName: string;

  @Column({ length: 200 })
  designation: string;

  @Column({ length: 255 })
  passwordHash: string;

  /** The sign-up's language (en, fr, de, es): the new admin's and the organisation's default; null = English. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  language: string | null;

  @CreateDateColumn()
  createdAt: Date;
}
