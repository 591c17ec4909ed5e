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
import { Customer } from '../customers/customer.entity';

/**
 * One person of a customer organisation's directory (docs/features/people.md): an address the customer admin can
 * invite, with attributes (person_attributes) that are copied onto each respondent when invited.
 * The email is stored in lower case and is unique within the organisation.
 */
@Entity('people')
@Index('uq_people_email', ['customerId', 'email'], { unique: true })
@Index('ix_people_manager', ['managerId'])
export class Person {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  customerId: number;

  @ManyToOne(() => Customer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_id' })
  customer?: Customer;

  @Column({ length: 254 })
  email: string;

  @Column({ length: 100, default: '' })
  firstName: string;

  @Column({ length: 100, default: '' })
  lastName: string;

  /**
   * The person's manager in the organisation's reporting hierarchy (null: at the top). A plain column, not a foreign
   * key: the people repository clears it when the manager is removed, and every write checks for cycles first.
   */
  @Column({ type: 'int', nullable: true })
  managerId: number | null;

  /** false: deactivated by the organisation's directory sync (SCIM `active`); kept, with its place in the hierarchy. */
  @Column({ default: true })
  active: boolean;

  /** The directory sync's own id of the person (SCIM `externalId`). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  externalId: string | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
