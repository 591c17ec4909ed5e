import {
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  ManyToOne,
  JoinColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Role } from '../common/domain/roles';
import { Customer } from '../customers/customer.entity';

@Entity('users')
@Index('ix_users_customer', ['customerId', 'id'])
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  /** Null only for super admins. */
  @Column({ type: 'int', nullable: true })
  customerId: number | null;

  @ManyToOne(() => Customer, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'customer_id' })
  customer?: Customer | null;

  @Column({ type: 'varchar', length: 20 })
  role: Role;

  @Index('uq_users_email', { unique: true })
  @Column({ length: 254 })
  email: string;

  @Column({ length: 255 })
  passwordHash: string;

  @Column({ length: 200 })
  firstName: string;

  @Column({ length: 200 })
  lastName: string;

  @Column({ length: 200, default: '' })
  designation: string;

  @Column({ default: false })
  isAdmin: boolean;

  @Column({ default: true })
  isActive: boolean;

  @Column({ default: false })
  isVerified: boolean;

  @Column({ default: false })
  firstTimeLogin: boolean;

  /** The interface and content language the user chose (en, fr, de, es); null = the browser's. */
  @Column({ type: 'varchar', length: 5, nullable: true })
  language: string | null;

  /** Bumped by a password reset or change and by deactivation: tokens carrying an older value are refused. */
  @Column({ type: 'int', default: 0 })
  tokenVersion: number;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;

  @DeleteDateColumn({ nullable: true })
  deletedAt: Date | null;
}
