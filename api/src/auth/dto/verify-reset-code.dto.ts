import { EmailField } from './email-field';
import { ResetCodeField } from './reset-code-field';

export class VerifyResetCodeDto {
  @EmailField()
  Email: string;

  @ResetCodeField()
  Token: string;
}
