import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { ApiError } from '../common/filters/api-error';
import { Customer } from '../customers/customer.entity';
import { CustomerDetail, toCustomerDetail } from '../customers/customer.mapper';
import { User } from '../users/user.entity';
import { CustomerProfileCompleteDto } from './dto/customer-profile-complete.dto';

/**
 * The first-login company profile (customer-and-respondent.md §4): the customer admin stores it once,
 * which clears FirstTimeLogin. Later changes are the super admin's (customer edit).
 */
@Injectable()
export class CustomerProfileService {
  constructor(
    @InjectRepository(Customer) private readonly customers: Repository<Customer>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly audit: AuditService,
  ) {}

  async complete(caller: AuthUser, customerId: number, userId: number, dto: CustomerProfileCompleteDto): Promise<CustomerDetail> {
    // Another organisation's id answers as if it did not exist; another user of the own organisation is refused.
    if (customerId !== caller.customerId) throw ApiError.notFound('Customer');
    if (userId !== caller.id) throw ApiError.forbidden(['Only the signed-up administrator can complete the company profile']);
    const user = await this.users.findOneByOrFail({ id: caller.id });
    if (!user.firstTimeLogin) throw ApiError.conflict(['The company profile is already complete'], 'Profile already complete');

    await this.customers.manager.transaction(async (m) => {
      await m.update(Customer, { id: customerId }, {
        yearsInBusiness: dto.YearsInBusiness,
        duration: dto.duration,
        profitOrNon: dto.ProfitOrNOn,
        ownershipStructure: dto.OwnerShipStructure,
        annualRevenue: dto.AnnualRevenue,
        averageFte: dto.AverageFTE,
        numberOfLocations: dto.NumberOfLocations,
        headquarterAddress: dto.HeadquarterAddress,
      });
      await m.update(User, { id: user.id }, { firstTimeLogin: false });
    });
    await this.audit.record({ action: 'customer.profile.completed', actorUserId: user.id, customerId });
    return toCustomerDetail(await this.customers.findOneByOrFail({ id: customerId }));
  }
}
