import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Person } from './person.entity';

/** One attribute value of one person (Department = Sales); a person has at most one value per attribute. */
@Entity('person_attributes')
// "Everyone of Sales" and the list of an organisation's attributes and values.
@Index('ix_person_attributes_value', ['customerId', 'name', 'value'])
export class PersonAttribute {
  @PrimaryColumn()
  personId: number;

  @ManyToOne(() => Person, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'person_id' })
  person?: Person;

  @PrimaryColumn({ length: 100 })
  name: string;

  @Column({ length: 200 })
  value: string;

  /** The person's organisation, repeated so attribute reads need no join. */
  @Column()
  customerId: number;
}
