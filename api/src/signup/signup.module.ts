import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Customer } from '../customers/customer.entity';
import { Respondent } from '../inquiries/respondent.entity';
import { User } from '../users/user.entity';
import { CustomerProfileService } from './customer-profile.service';
import { SignupController } from './signup.controller';
import { SignupService } from './signup.service';

@Module({
  imports: [TypeOrmModule.forFeature([Customer, User, Respondent])],
  controllers: [SignupController],
  providers: [SignupService, CustomerProfileService],
})
export class SignupModule {}
