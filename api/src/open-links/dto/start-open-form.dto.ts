import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsObject, IsOptional, IsString, Length } from 'class-validator';

/** POST /api/OpenLink/{token}/Start: the browser's key when it has one, and the groups it declares. */
export class StartOpenFormDto {
  @ApiPropertyOptional({
    description: 'The key this browser was given when it first started; absent on the first visit',
  })
  @IsOptional()
  @IsString({ message: 'Must be the key this browser was given' })
  @Length(43, 43, { message: 'Must be the key this browser was given' })
  BrowserKey?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { Department: 'Sales' },
    description: 'Group question → one of its offered values, or "" for none; only on the first visit',
  })
  @IsOptional()
  @IsObject({ message: 'Must map group questions to values' })
  Groups?: Record<string, string>;
}
