import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Put,
  Query,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nest-lab/fastify-multer';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AcceptsApiKey } from '../common/decorators/api-key-scope.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { ApiError } from '../common/filters/api-error';
import { PagedDto } from '../common/paging/paged.dto';
import type { MultipartFile } from '../files/uploaded-file';
import { CleanupUploads } from '../files/uploaded-document';
import { PeopleQueryDto } from './dto/people-query.dto';
import { HierarchyDto, ImportResultDto, PersonAttributeDto, PersonDto } from './dto/people-responses';
import { UpdatePersonDto } from './dto/update-person.dto';
import { PeopleImportService } from './people-import.service';
import { checkImportFile, peopleUploadOptions } from './people-upload';
import { PeopleService } from './people.service';

const FILE_BODY = {
  schema: { type: 'object', properties: { File: { type: 'string', format: 'binary' } }, required: ['File'] },
};

/**
 * The people directory of the caller's organisation (docs/features/people.md). Customer admins only: it is their
 * organisation's personal data, and the super admin has no organisation (403 for every route).
 */
@ApiTags('People')
@ApiBearerAuth()
@Roles(Role.CustomerAdmin)
@Controller('People')
export class PeopleController {
  constructor(
    private readonly people: PeopleService,
    private readonly imports: PeopleImportService,
  ) {}

  @Post('Import')
  @HttpCode(200)
  @AcceptsApiKey('people:write')
  @UseInterceptors(FileInterceptor('File', peopleUploadOptions), CleanupUploads)
  @ApiConsumes('multipart/form-data')
  @ApiBody(FILE_BODY)
  @ApiQuery({
    name: 'dryRun',
    required: false,
    enum: ['true', 'false'],
    description: 'true: answer what would happen and write nothing (default false)',
  })
  @ApiOperation({
    summary: 'Import people from CSV (UTF-8, comma or semicolon) or XLSX (first sheet), all or nothing (CustomerAdmin)',
    description:
      'Columns: Email (required), FirstName, LastName, ManagerEmail, then any attribute columns (Department, Location, Tenure, ...). A person is matched by email ' +
      '(lower case): new ones are Created, ones whose given fields differ Updated, the others Unchanged; people not in the file are kept. An empty attribute ' +
      'cell removes that attribute. Rejected rows (invalid or repeated email, a cell starting with = + - @ unless a number, a formula cell, text that is not ' +
      'UTF-8, a cell over its length or a row over 64 KB) are listed with every reason, and then nothing is written, dryRun or not. A file without an Email ' +
      'column, an empty file or an unreadable one is a 400; another type 415; over 50 MB 413. ManagerEmail names a person of the directory or of the file ' +
      '(empty: none); a row making someone their own manager, naming an unknown manager or closing a cycle is rejected.',
  })
  @ApiOkResponse({ type: ImportResultDto })
  import(
    @CurrentUser() user: AuthUser,
    @UploadedFile() file: MultipartFile | undefined,
    @Query('dryRun') dryRun?: string,
  ) {
    if (dryRun !== undefined && dryRun !== 'true' && dryRun !== 'false')
      throw ApiError.badRequest(['dryRun: Must be true or false']);
    const { path, kind } = checkImportFile(file);
    return this.imports.import(user, path, kind, dryRun === 'true');
  }

  @Get()
  @ApiOperation({
    summary:
      "People of the caller's organisation, newest first, paged; search on email and names; attribute+value for everyone of a group (CustomerAdmin)",
    description:
      'To invite everyone of a group: GET /api/People?attribute=Department&value=Sales&pageSize=-1, then send their Email values to AddParticipants.',
  })
  @ApiOkResponse({ type: PagedDto(PersonDto) })
  list(@CurrentUser() user: AuthUser, @Query() query: PeopleQueryDto) {
    return this.people.list(user, query);
  }

  @Get('Hierarchy')
  @ApiOperation({
    summary:
      "The organisation's reporting hierarchy: people without a manager at the top, each with their reports (CustomerAdmin)",
  })
  @ApiOkResponse({ type: HierarchyDto })
  hierarchy(@CurrentUser() user: AuthUser) {
    return this.people.hierarchy(user);
  }

  @Get('Attributes')
  @ApiOperation({ summary: "The attributes of the organisation's directory, each with its values (CustomerAdmin)" })
  @ApiOkResponse({ type: [PersonAttributeDto] })
  attributes(@CurrentUser() user: AuthUser) {
    return this.people.attributeList(user);
  }

  @Put(':id')
  @AcceptsApiKey('people:write')
  @ApiOperation({
    summary:
      "Edit a person's names, manager and attributes (the email never changes); earlier inquiries keep their respondents' invited attributes and positions (CustomerAdmin)",
  })
  @ApiOkResponse({ type: PersonDto })
  update(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: UpdatePersonDto) {
    return this.people.update(user, id, dto);
  }

  @Delete(':id')
  @AcceptsApiKey('people:write')
  @ApiOperation({
    summary: 'Remove a person from the directory; respondents invited earlier keep their attributes (CustomerAdmin)',
  })
  @ApiOkResponse({ type: PersonDto, description: 'The person as it was' })
  remove(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return this.people.remove(user, id);
  }
}
