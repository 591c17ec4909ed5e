import type { Language } from '@portal/contracts';
import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiReaderLanguage, ReaderLanguage } from '../common/decorators/reader-language.decorator';
import { Public } from '../common/decorators/public.decorator';
import { SurveyFormDto } from '../surveys/dto/survey-form-responses.dto';
import { OpenFormStartDto, OpenLinkIntroDto } from './dto/open-link-responses.dto';
import { StartOpenFormDto } from './dto/start-open-form.dto';
import { OpenLinkAnswering } from './open-link-answering.service';
import { OpenLinkThrottle } from './open-link-throttle.guard';

const KEY_HEADER = 'x-open-link-key';
const KEY_DOC = { name: 'X-Open-Link-Key', required: true, description: 'The key /Start answered this browser' };

/**
 * Answering through an open link, without an account: the token in the path is the only credential, and the
 * browser's key (answered once by /Start) tells its form apart. Unknown token 404; revoked or closed 410.
 */
@ApiTags('OpenLinks')
@Public()
@UseGuards(OpenLinkThrottle)
@Controller('OpenLink/:token')
export class OpenLinkAnsweringController {
  constructor(private readonly answering: OpenLinkAnswering) {}

  @Get()
  @ApiOperation({ summary: "The organisation, the inquiry's description and the group questions, before answering" })
  @ApiOkResponse({ type: OpenLinkIntroDto })
  intro(@Param('token') token: string) {
    return this.answering.intro(token);
  }

  @Post('Start')
  @HttpCode(200)
  @ApiOperation({
    summary: "This browser's form: a new one on the first visit (with its key, answered once), else its own again",
    description: `A new form counts against the address's OPEN_LINK_STARTS_PER_HOUR (429 past it).`,
  })
  @ApiReaderLanguage()
  @ApiOkResponse({ type: OpenFormStartDto })
  start(
    @Param('token') token: string,
    @Body() dto: StartOpenFormDto,
    @Req() req: FastifyRequest,
    @ReaderLanguage() language: Language,
  ) {
    return this.answering.start(token, dto, req.ip, language);
  }

  @Get('Form')
  @ApiOperation({ summary: "This browser's form with its saved answers" })
  @ApiHeader(KEY_DOC)
  @ApiReaderLanguage()
  @ApiOkResponse({ type: SurveyFormDto })
  form(
    @Param('token') token: string,
    @Headers(KEY_HEADER) key: string | undefined,
    @ReaderLanguage() language: Language,
  ) {
    return this.answering.read(token, key ?? '', language);
  }

  @Post('Answers')
  @HttpCode(200)
  @ApiOperation({
    summary: "Save this browser's form as a draft or completed",
    description:
      'The JSON body of AddSurveyAnswers (Status, SurveyAnswerDtos with the form’s CustomerUserId); the same checks and errors. Document answers need an account.',
  })
  @ApiHeader(KEY_DOC)
  @ApiReaderLanguage()
  @ApiOkResponse({ type: SurveyFormDto })
  // The body is read from the request, as AddSurveyAnswers reads it.
  save(
    @Param('token') token: string,
    @Headers(KEY_HEADER) key: string | undefined,
    @Req() req: FastifyRequest,
    @ReaderLanguage() language: Language,
  ) {
    return this.answering.save(token, key ?? '', req.body, language);
  }
}
