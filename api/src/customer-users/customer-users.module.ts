import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomersModule } from '../customers/customers.module';
import { User } from '../users/user.entity';
import { CustomerUsersController } from './customer-users.controller';
import { CustomerUsersService } from './customer-users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User]), CustomersModule],
  controllers: [CustomerUsersController],
  providers: [CustomerUsersService],
})
export class CustomerUsersModule {}
