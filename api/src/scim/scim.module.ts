import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PeopleModule } from '../people/people.module';
import { ScimDiscoveryController } from './scim-discovery.controller';
import { ScimGroupMember } from './scim-group-member.entity';
import { ScimGroup } from './scim-group.entity';
import { ScimGroupsController } from './scim-groups.controller';
import { ScimGroupsService } from './scim-groups.service';
import { ScimUsersController } from './scim-users.controller';
import { ScimUsersService } from './scim-users.service';

/** Directory sync by SCIM 2.0 under /scim/v2 (docs/features/scim.md): Users into the people directory, Groups, discovery. */
@Module({
  imports: [PeopleModule, TypeOrmModule.forFeature([ScimGroup, ScimGroupMember])],
  controllers: [ScimDiscoveryController, ScimUsersController, ScimGroupsController],
  providers: [ScimUsersService, ScimGroupsService],
})
export class ScimModule {}
