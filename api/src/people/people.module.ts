import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { PeopleImportService } from './people-import.service';
import { PeopleSyncService } from './people-sync.service';
import { PeopleController } from './people.controller';
import { PeopleService } from './people.service';
import { PersonAttribute } from './person-attribute.entity';
import { Person } from './person.entity';
import { AuditModule } from '../audit/audit.module';

/** The people directory of each organisation and its import (docs/features/people.md); AddParticipants reads attributes through PeopleService, SCIM keeps people through PeopleSyncService. */
@Module({
  imports: [AuditModule, TypeOrmModule.forFeature([Person, PersonAttribute]), WebhooksModule],
  controllers: [PeopleController],
  providers: [PeopleService, PeopleImportService, PeopleSyncService],
  exports: [PeopleService, PeopleSyncService],
})
export class PeopleModule {}
