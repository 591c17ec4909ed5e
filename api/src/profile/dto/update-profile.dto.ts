import { OptionalText, RequiredText } from '../../signup/dto/text-field';

/**
 * PUT /api/CustomerUser/Profile/{userId}: only these three fields can change. CustomerName, Email and
 * IsAdmin are read-only (customer-and-respondent.md §3): they are not declared, so the validation pipe
 * drops them from any body.
 */
export class UpdateProfileDto {
  @RequiredText('Jane')
  FirstName: string;

  @RequiredText('Doe')
  LastName: string;

  @OptionalText('Head of Strategy')
  Designation?: string;
}
