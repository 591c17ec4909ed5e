import { ApiProperty } from '@nestjs/swagger';
import { WEBHOOK_EVENTS, type WebhookEvent } from '@portal/contracts';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { tooLong, Trim } from '../../common/validation/field-rules';
import { MSG } from '../../common/validation/messages';

const URL_MAX = 500;

/** POST /api/Webhooks: an https endpoint and the events it receives. */
export class CreateWebhookDto {
  @ApiProperty({
    example: 'https://hr.example.com/portal-events',
    maxLength: URL_MAX,
    description: 'https:// only; only global unicast addresses (never a loopback, private, link-local or reserved one)',
  })
  @MaxLength(URL_MAX, { message: tooLong(URL_MAX) })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  @Trim()
  Url: string;

  @ApiProperty({ enum: WEBHOOK_EVENTS, isArray: true, example: ['form.completed'] })
  @IsIn(WEBHOOK_EVENTS, { each: true, message: `Each event must be one of ${WEBHOOK_EVENTS.join(', ')}` })
  @ArrayMaxSize(WEBHOOK_EVENTS.length, { message: 'Name each event once' })
  @ArrayNotEmpty({ message: 'Choose at least one event' })
  @IsArray({ message: 'Must be a list of events' })
  Events: WebhookEvent[];
}
