import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { UsersModule } from '../users/users.module';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';
import { AuditModule } from '../audit/audit.module';

@Module({
  imports: [AuditModule, UsersModule, CustomersModule],
  controllers: [ProfileController],
  providers: [ProfileService],
})
export class ProfileModule {}
