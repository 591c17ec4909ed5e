import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { ApiError } from '../common/filters/api-error';
import { markCrossTenant } from '../common/filters/refusal-hook';
import { CustomerDetail } from '../customers/customer.mapper';
import { CustomersService } from '../customers/customers.service';
import { UsersService } from '../users/users.service';
import { CustomerProfileCompleteDto } from './dto/customer-profile-complete.dto';
import { transaction } from '../database/transaction';

/**
 * The first-login company profile (customer-and-respondent.md §4): the customer admin stores it once,
 * which clears FirstTimeLogin. Later changes are the super admin's (customer edit).
 */
@Injectable()
export class CustomerProfileService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly customers: CustomersService,
    private readonly users: UsersService,
    private readonly audit: AuditService,
  ) {}

  async complete(
    caller: AuthUser,
    customerId: number,
    userId: number,
    dto: CustomerProfileCompleteDto,
  ): Promise<CustomerDetail> {
    // Another organisation's id answers as if it did not exist; another user of the own organisation is refused.
    if (customerId !== caller.customerId) throw markCrossTenant(ApiError.notFound('Customer'));
    if (userId !== caller.id)
      throw ApiError.forbidden(['Only the signed-up administrator can complete the company profile']);
    const user = await this.users.findByIdOrFail(caller.id);
    if (!user.firstTimeLogin)
      throw ApiError.conflict(['The company profile is already complete'], 'Profile already complete');

    await transaction(this.dataSource, async (m) => {
      await this.customers.saveCompanyProfile(
        customerId,
        {
          yearsInBusiness: dto.YearsInBusiness,
          duration: dto.duration,
          profitOrNon: dto.ProfitOrNOn,
          ownershipStructure: dto.OwnerShipStructure,
          annualRevenue: dto.AnnualRevenue,
          averageFte: dto.AverageFTE,
          numberOfLocations: dto.NumberOfLocations,
          headquarterAddress: dto.HeadquarterAddress,
          ...(dto.Language !== undefined ? { language: dto.Language } : {}),
        },
        m,
      );
      await this.users.clearFirstTimeLogin(user.id, m);
    });
    await this.audit.record({ action: 'customer.profile.completed', actorUserId: user.id, customerId });
    return this.customers.get(customerId);
  }
}
