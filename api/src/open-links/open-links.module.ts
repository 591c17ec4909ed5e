import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { CustomersModule } from '../customers/customers.module';
import { InquiryAccessModule } from '../inquiries/inquiry-access.module';
import { PeopleModule } from '../people/people.module';
import { RespondentsModule } from '../respondents/respondents.module';
import { SurveysModule } from '../surveys/surveys.module';
import { UsersModule } from '../users/users.module';
import { OpenLinkAnsweringController } from './open-link-answering.controller';
import { OpenLinkAnswering } from './open-link-answering.service';
import { OpenLinkGroups } from './open-link-groups.service';
import { OpenLinkRespondent } from './open-link-respondent.entity';
import { OpenLinkThrottle } from './open-link-throttle.guard';
import { OpenLink } from './open-link.entity';
import { OpenLinksController } from './open-links.controller';
import { OpenLinksService } from './open-links.service';

/** Open links (docs/features/open-links.md): an inquiry answered by anyone holding its link, without an account. */
@Module({
  imports: [
    TypeOrmModule.forFeature([OpenLink, OpenLinkRespondent]),
    AuditModule,
    InquiryAccessModule,
    CustomersModule,
    PeopleModule,
    RespondentsModule,
    SurveysModule,
    UsersModule,
  ],
  controllers: [OpenLinksController, OpenLinkAnsweringController],
  providers: [OpenLinksService, OpenLinkAnswering, OpenLinkGroups, OpenLinkThrottle],
})
export class OpenLinksModule {}
