import { Body, Controller, Get, Param, ParseIntPipe, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { CommentReadsService } from './comment-reads.service';
import { CommentReleasesService } from './comment-releases.service';
import { CommentsQueryDto, CommentThemesQueryDto } from './dto/comment-query.dto';
import { CommentReleaseDto, CommentReleaseStateDto } from './dto/comment-release.dto';
import { CommentPageDto, CommentThemesDto } from './dto/comment-responses';

const WHO_SEES =
  ' The super admin reads the analysis of every completed form. A customer admin reads the analysis of the forms of the insight snapshot only ' +
  '(taken when the inquiry closes, over at least MIN_RESPONDENTS forms, replaced only when MIN_RESPONDENTS more are completed); before it the answer is Gated. ' +
  'Examples and the verbatim list only while the super admin has released the comments. ?segment=Attribute:Value: a group the suppression rule of Segments hides is withheld. ' +
  'The analysis is made once per state of the forms (on the first read after a change) and stored.';

/** Open-ended answers read at scale (docs/features/comments.md): themes and sentiment, the verbatim list, the release step. */
@ApiTags('Insights')
@ApiBearerAuth()
@Controller('Insights')
export class CommentsController {
  constructor(
    private readonly reads: CommentReadsService,
    private readonly releases: CommentReleasesService,
  ) {}

  @Get('CommentThemes/:inquiryId')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({
    summary:
      'Themes of the comments per open question: count, mean sentiment (null: language not scored), examples once released',
    description:
      'Sentiment in [-1, 1] (wink-nlp, English scored; other languages keep their themes with Sentiment null).' +
      WHO_SEES +
      ' ?view=customer (super admin): what a customer admin sees.',
  })
  @ApiOkResponse({ type: CommentThemesDto })
  themes(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Query() query: CommentThemesQueryDto,
  ) {
    return this.reads.themes(user, inquiryId, query);
  }

  @Get('Comments/:inquiryId')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({
    summary:
      'The comments, paged, filtered by question, theme, sentiment, search and group; never with identity or date',
    description:
      'Ordered by question, theme, then a shuffle drawn anew with each analysis (unrelated to ids or times). A customer admin: 403 until released.' +
      WHO_SEES,
  })
  @ApiOkResponse({ type: CommentPageDto })
  comments(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Query() query: CommentsQueryDto,
  ) {
    return this.reads.comments(user, inquiryId, query);
  }

  @Put('CommentsRelease/:inquiryId')
  @Roles(Role.SuperAdmin)
  @ApiOperation({
    summary: "Release the inquiry's verbatim comments to its customer admins, or withdraw them (Released: false)",
  })
  @ApiOkResponse({ type: CommentReleaseStateDto })
  release(
    @CurrentUser() user: AuthUser,
    @Param('inquiryId', ParseIntPipe) inquiryId: number,
    @Body() body: CommentReleaseDto,
  ) {
    return this.releases.set(user, inquiryId, body.Released);
  }
}
