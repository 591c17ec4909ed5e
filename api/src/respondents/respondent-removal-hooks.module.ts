import { Module } from '@nestjs/common';
import { RespondentRemovalHooks } from './respondent-removal-hooks';

/** Imports nothing: the answers module imports it to register its removal, without importing the respondents module. */
@Module({
  providers: [RespondentRemovalHooks],
  exports: [RespondentRemovalHooks],
})
export class RespondentRemovalHooksModule {}
