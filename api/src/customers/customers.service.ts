import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { ApiError } from '../common/filters/api-error';
import { pagedEnvelope, Paged } from '../common/paging/paged';
import { ReadDatabase } from '../database/read-database';
import type { Customer } from './customer.entity';
import { CustomerDetail, CustomerListItem, rawCustomerListItem, toCustomerDetail } from './customer.mapper';
import { CustomerListQueryDto } from './dto/customer-list-query.dto';
import { UpdateCustomerDto } from './dto/update-customer.dto';
import { transaction } from '../database/transaction';
import {
  countListedCustomers,
  customerExists,
  deactivateAndHideCustomer,
  findCustomer,
  findCustomerByName,
  findCustomerOrFail,
  insertCustomer,
  listedCustomers,
  saveCustomer,
  updateCustomer,
} from './customers.repository';

export type NewCustomer = Pick<Customer, 'name' | 'industry' | 'address' | 'country' | 'state' | 'city' | 'website'> &
  Partial<Pick<Customer, 'language'>>;

/** The company profile a new organisation's admin completes on first login. */
export type CompanyProfile = Pick<
  Customer,
  | 'yearsInBusiness'
  | 'duration'
  | 'profitOrNon'
  | 'ownershipStructure'
  | 'annualRevenue'
  | 'averageFte'
  | 'numberOfLocations'
  | 'headquarterAddress'
> &
  Partial<Pick<Customer, 'language'>>;

/**
 * Told inside the transaction that deactivates a customer. The users module registers one that
 * revokes every token of the customer's users: it imports this module, so this one cannot import it.
 */
export type CustomerDeactivationListener = (customerId: number, m: EntityManager) => Promise<void>;

/** The super admin's management of customer organisations (platform-administration.md §2.4, §3, §5). */
@Injectable()
export class CustomersService {
  private readonly deactivationListeners: CustomerDeactivationListener[] = [];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly reads: ReadDatabase,
  ) {}

  /** Registers work that goes with a customer's deactivation, in its transaction (see CustomerDeactivationListener). */
  onDeactivate(listener: CustomerDeactivationListener): void {
    this.deactivationListeners.push(listener);
  }

  /**
   * Newest first, or by `sort` (name, industry or website, ignoring case; `order` ASC or DESC); deleted customers are
   * hidden; `search` keeps those whose name, industry or website contains the text. Two plain statements: the count,
   * then the page's rows.
   */
  async list(page: CustomerListQueryDto): Promise<Paged<CustomerListItem>> {
    const total = await countListedCustomers(this.reads, page.search);
    if (!total) return pagedEnvelope([], 0, page);
    const rows = await listedCustomers(
      this.reads,
      { search: page.search, sort: page.sort, descending: page.order === 'DESC' },
      page.pageSize === -1 ? undefined : { limit: page.pageSize, offset: (page.currentPage - 1) * page.pageSize },
    );
    return pagedEnvelope(rows.map(rawCustomerListItem), total, page);
  }

  async get(id: number): Promise<CustomerDetail> {
    return toCustomerDetail(await this.find(id));
  }

  /** Changes only website, street address, state, city and the active flag; a field left out keeps its value. */
  async update(id: number, dto: UpdateCustomerDto, actor: AuthUser): Promise<CustomerDetail> {
    const customer = await this.find(id);
    const wasActive = customer.isActive;
    if (dto.Website !== undefined) customer.website = dto.Website;
    if (dto.Address !== undefined) customer.address = dto.Address ?? '';
    if (dto.State !== undefined) customer.state = dto.State ?? '';
    if (dto.City !== undefined) customer.city = dto.City;
    if (dto.IsActive !== undefined && dto.IsActive !== null) customer.isActive = dto.IsActive;
    if (dto.InvitationsPerDay !== undefined) customer.invitationsPerDay = dto.InvitationsPerDay;
    if (dto.Language !== undefined) customer.language = dto.Language;
    const saved = await transaction(this.dataSource, async (m) => {
      const row = await saveCustomer(m, customer);
      if (wasActive && !row.isActive) for (const listener of this.deactivationListeners) await listener(row.id, m);
      return row;
    });
    if (saved.isActive !== wasActive) {
      await this.audit.record({
        action: saved.isActive ? 'customer.activated' : 'customer.deactivated',
        actorUserId: actor.id,
        customerId: saved.id,
        target: saved.name,
      });
    }
    await this.audit.record({
      action: 'customer.updated',
      actorUserId: actor.id,
      customerId: saved.id,
      target: saved.name,
      detail: `fields: ${Object.keys(dto)
        .filter((k) => dto[k as keyof UpdateCustomerDto] !== undefined)
        .join(', ')}`,
    });
    return toCustomerDetail(saved);
  }

  /**
   * Deactivates and hides the customer (soft delete): its inquiries, answers and users stay in the
   * database, but the customer disappears from every list and none of its users can log in or use a token.
   */
  async remove(id: number, actor: AuthUser): Promise<CustomerDetail> {
    const customer = await this.find(id);
    await transaction(this.dataSource, (m) => deactivateAndHideCustomer(m, id));
    await this.audit.record({
      action: 'customer.deleted',
      actorUserId: actor.id,
      customerId: id,
      target: customer.name,
    });
    return toCustomerDetail({ ...customer, isActive: false });
  }

  /** The (not deleted) customer or null, whatever its active flag: for callers that decide on its state themselves. */
  findById(id: number, m?: EntityManager): Promise<Customer | null> {
    return findCustomer(m ?? this.dataSource.manager, id);
  }

  findByIdOrFail(id: number): Promise<Customer> {
    return findCustomerOrFail(this.dataSource.manager, id);
  }

  /** Whether a customer that is not deleted has this id. */
  exists(id: number): Promise<boolean> {
    return customerExists(this.dataSource.manager, id);
  }

  /** A customer by its name, compared case-insensitively; deleted ones only when asked (their names stay taken). */
  findByName(name: string, withDeleted = false): Promise<Customer | null> {
    return findCustomerByName(this.dataSource.manager, name, withDeleted);
  }

  create(fields: NewCustomer, m?: EntityManager): Promise<Customer> {
    return insertCustomer(m ?? this.dataSource.manager, { ...fields, isActive: true });
  }

  async saveCompanyProfile(id: number, profile: CompanyProfile, m?: EntityManager): Promise<void> {
    await updateCustomer(m ?? this.dataSource.manager, id, profile);
  }

  /** Whether the organisation's published figures count toward benchmarks (its admin's choice; docs/features/rounds-and-benchmarks.md). */
  async setContributesToBenchmarks(id: number, contributes: boolean): Promise<void> {
    await updateCustomer(this.dataSource.manager, id, { contributesToBenchmarks: contributes });
  }

  private async find(id: number): Promise<Customer> {
    const customer = await findCustomer(this.dataSource.manager, id);
    if (!customer) throw ApiError.notFound('Customer');
    return customer;
  }
}
