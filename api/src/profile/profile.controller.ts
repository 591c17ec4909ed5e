import { Body, Controller, Get, Param, ParseIntPipe, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { ProfileDto } from './dto/profile-response.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { ProfileService } from './profile.service';

/** Manage Profile (decisions.md §6 paths): customer admins and customer users, each their own. */
@ApiTags('CustomerUser')
@ApiBearerAuth()
@Roles(Role.CustomerAdmin, Role.CustomerUser)
@Controller('CustomerUser/Profile')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Get(':userId')
  @ApiOperation({
    summary: 'Own profile: CustomerName, FirstName, LastName, Email, Designation, IsAdmin, Active, Language',
  })
  @ApiOkResponse({ type: ProfileDto })
  get(@CurrentUser() user: AuthUser, @Param('userId', ParseIntPipe) userId: number) {
    return this.profiles.get(user, userId);
  }

  @Put(':userId')
  @ApiOperation({
    summary:
      'Changes FirstName, LastName (required), Designation and Language (en, fr, de, es or null) only; CustomerName, Email and IsAdmin never change',
  })
  @ApiOkResponse({ type: ProfileDto })
  update(@CurrentUser() user: AuthUser, @Param('userId', ParseIntPipe) userId: number, @Body() dto: UpdateProfileDto) {
    return this.profiles.update(user, userId, dto);
  }
}
