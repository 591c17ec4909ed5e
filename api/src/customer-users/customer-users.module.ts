import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { UsersModule } from '../users/users.module';
import { CustomerUsersController } from './customer-users.controller';
import { CustomerUsersService } from './customer-users.service';
import { AuditModule } from '../audit/audit.module';

@Module({
  imports: [AuditModule, UsersModule, CustomersModule],
  controllers: [CustomerUsersController],
  providers: [CustomerUsersService],
})
export class CustomerUsersModule {}
