import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { ApiError } from '../common/filters/api-error';
import { containsPattern, containsSql } from '../common/paging/contains';
import { pagedEnvelope, Paged } from '../common/paging/paged';
import { ReadDatabase } from '../database/read-database';
import { UsersService } from '../users/users.service';
import { Customer } from './customer.entity';
import {
  CustomerDetail,
  CustomerListItem,
  CustomerListRow,
  rawCustomerListItem,
  toCustomerDetail,
} from './customer.mapper';
import { CustomerListQueryDto } from './dto/customer-list-query.dto';
import { UpdateCustomerDto } from './dto/update-customer.dto';
import { transaction } from '../database/transaction';

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

/** The columns the list's search looks in. */
const SEARCHED_COLUMNS = ['name', 'industry', 'website'] as const;
/** The list's sortable fields and their columns. */
const SORT_COLUMNS = { CustomerName: 'name', Industry: 'industry', Website: 'website' } as const;

/** The super admin's management of customer organisations (platform-administration.md §2.4, §3, §5). */
@Injectable()
export class CustomersService {
  constructor(
    @InjectRepository(Customer) private readonly customers: Repository<Customer>,
    private readonly audit: AuditService,
    private readonly users: UsersService,
    private readonly reads: ReadDatabase,
  ) {}

  /**
   * Newest first, or by `sort` (name, industry or website, ignoring case; `order` ASC or DESC); deleted customers are
   * hidden; `search` keeps those whose name, industry or website contains the text. Two plain statements: the count,
   * then the page's rows.
   */
  async list(page: CustomerListQueryDto): Promise<Paged<CustomerListItem>> {
    const pattern = containsPattern(page.search);
    const where = `deleted_at IS NULL${pattern ? ` AND ${containsSql(SEARCHED_COLUMNS)}` : ''}`;
    const params = pattern ? SEARCHED_COLUMNS.map(() => pattern) : [];
    const [{ total }] = (await this.reads.query(`SELECT COUNT(*) AS total FROM customers WHERE ${where}`, params)) as {
      total: number | string;
    }[];
    if (!Number(total)) return pagedEnvelope([], 0, page);
    const limited = page.pageSize !== -1;
    // Only a whitelisted column and direction reach the SQL.
    const orderBy = page.sort
      ? `LOWER(${SORT_COLUMNS[page.sort]}) ${page.order === 'DESC' ? 'DESC' : 'ASC'}, id DESC`
      : 'id DESC';
    const rows = (await this.reads.query(
      `SELECT id, name, industry, website, is_active AS isActive FROM customers WHERE ${where} ORDER BY ${orderBy}${limited ? ' LIMIT ? OFFSET ?' : ''}`,
      limited ? [...params, page.pageSize, (page.currentPage - 1) * page.pageSize] : params,
    )) as CustomerListRow[];
    return pagedEnvelope(rows.map(rawCustomerListItem), Number(total), page);
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
    const saved = await transaction(this.customers.manager.connection, async (m) => {
      const row = await m.save(customer);
      if (wasActive && !row.isActive) await this.users.revokeTokensOfCustomer(row.id, m);
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
    await transaction(this.customers.manager.connection, async (m) => {
      await m.update(Customer, { id }, { isActive: false });
      await m.softDelete(Customer, { id });
    });
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
    return (m ?? this.customers.manager).findOneBy(Customer, { id });
  }

  findByIdOrFail(id: number): Promise<Customer> {
    return this.customers.findOneByOrFail({ id });
  }

  /** Whether a customer that is not deleted has this id. */
  exists(id: number): Promise<boolean> {
    return this.customers.existsBy({ id });
  }

  /** A customer by its name, compared case-insensitively; deleted ones only when asked (their names stay taken). */
  findByName(name: string, withDeleted = false): Promise<Customer | null> {
    return this.customers
      .createQueryBuilder('c')
      .where('LOWER(c.name) = LOWER(:name)', { name })
      .withDeleted()
      .andWhere(withDeleted ? '1 = 1' : 'c.deletedAt IS NULL')
      .getOne();
  }

  create(fields: NewCustomer, m?: EntityManager): Promise<Customer> {
    const repo = m ? m.getRepository(Customer) : this.customers;
    return repo.save(repo.create({ ...fields, isActive: true }));
  }

  async saveCompanyProfile(id: number, profile: CompanyProfile, m?: EntityManager): Promise<void> {
    await (m ?? this.customers.manager).update(Customer, { id }, profile);
  }

  /** Whether the organisation's published figures count toward benchmarks (its admin's choice; docs/features/rounds-and-benchmarks.md). */
  async setContributesToBenchmarks(id: number, contributes: boolean): Promise<void> {
    await this.customers.update({ id }, { contributesToBenchmarks: contributes });
  }

  private async find(id: number): Promise<Customer> {
    const customer = await this.customers.findOneBy({ id });
    if (!customer) throw ApiError.notFound('Customer');
    return customer;
  }
}
