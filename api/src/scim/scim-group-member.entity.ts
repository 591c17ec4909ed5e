import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Person } from '../people/person.entity';
import { ScimGroup } from './scim-group.entity';

/** A person of the directory in a SCIM group; goes with the group or the person. */
@Entity('scim_group_members')
@Index('ix_scim_group_members_person', ['personId'])
export class ScimGroupMember {
  @PrimaryColumn()
  groupId: number;

  @ManyToOne(() => ScimGroup, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'group_id', foreignKeyConstraintName: 'FK_scim_group_members_group' })
  group?: ScimGroup;

  @PrimaryColumn()
  personId: number;

  @ManyToOne(() => Person, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'person_id', foreignKeyConstraintName: 'FK_scim_group_members_person' })
  person?: Person;
}
