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

/** A group the organisation's identity provider keeps through SCIM (docs/features/scim.md). */
@Entity('scim_groups')
@Index('ix_scim_groups_name', ['customerId', 'displayName'])
export class ScimGroup {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  customerId: number;

  @ManyToOne(() => Customer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_id', foreignKeyConstraintName: 'FK_scim_groups_customer' })
  customer?: Customer;

  @Column({ length: 255 })
  displayName: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  externalId: string | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
