import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomersModule } from '../customers/customers.module';
import { User } from './user.entity';
import { UsersService } from './users.service';

/** The accounts of the portal: every other module reads and changes users through UsersService. */
@Module({
  imports: [TypeOrmModule.forFeature([User]), CustomersModule],
  providers: [UsersService],
  exports: [UsersService],
})
export class UsersModule {}
