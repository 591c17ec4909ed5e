import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { InquiriesModule } from '../inquiries/inquiries.module';
import { UsersModule } from '../users/users.module';
import { CustomerProfileService } from './customer-profile.service';
import { SignupController } from './signup.controller';
import { SignupService } from './signup.service';
import { StaffSignupService } from './staff-signup.service';

@Module({
  imports: [CustomersModule, UsersModule, InquiriesModule],
  controllers: [SignupController],
  providers: [SignupService, StaffSignupService, CustomerProfileService],
})
export class SignupModule {}
