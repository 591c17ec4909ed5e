import { Controller, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AuthUser } from '../../src/auth/auth-user';
import { assertTenant, scopeToTenant } from '../../src/auth/tenant-scope';
import { CurrentUser } from '../../src/common/decorators/current-user.decorator';
import { Roles } from '../../src/common/decorators/roles.decorator';
import { Role } from '../../src/common/domain/roles';
import { PageQueryDto } from '../../src/common/paging/page-query.dto';
import { paginate } from '../../src/common/paging/paged';
import { User } from '../../src/users/user.entity';

/**
 * Test-only routes that exercise the foundation's guards, tenant scope and paging
 * exactly as resource modules use them.
 */
@Controller('probe')
export class ProbeController {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  @Get('whoami')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin, Role.CustomerUser)
  whoami(@CurrentUser() user: AuthUser) {
    return user;
  }

  /** No @Roles: the roles guard must close it to everyone but the super admin. */
  @Get('undeclared')
  undeclared() {
    return { ok: true };
  }

  @Get('customer-admin')
  @Roles(Role.CustomerAdmin)
  customerAdmin() {
    return { ok: true };
  }

  @Get('users')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  list(@CurrentUser() user: AuthUser, @Query() page: PageQueryDto) {
    const qb = scopeToTenant(this.users.createQueryBuilder('u'), user).orderBy('u.id', 'DESC');
    return paginate(qb, page, (u) => ({ Id: u.id, Email: u.email }));
  }

  @Get('users/:id')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  async one(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    const found = assertTenant(user, await this.users.findOneBy({ id }), 'User');
    return { Id: found.id, Email: found.email };
  }
}
