import { Injectable } from '@nestjs/common';
import { ApiError } from '../common/filters/api-error';
import { UsersService } from '../users/users.service';

/**
 * No mail goes out in an organisation's name (invitations, notices, reminders) until an active
 * customer admin of it has proved their address: a self-signed-up organisation's name and
 * description are otherwise anyone's text in anyone's inbox.
 */
@Injectable()
export class VerifiedSender {
  constructor(private readonly users: UsersService) {}

  isVerified(customerId: number): Promise<boolean> {
    return this.users.hasVerifiedAdmin(customerId);
  }

  async assertVerified(customerId: number, doing = 'inviting respondents'): Promise<void> {
    if (!(await this.isVerified(customerId))) {
      throw ApiError.forbidden(
        [
          `Verify your email address before ${doing}: enter the code we mailed you (or ask for a new one) on your dashboard.`,
        ],
        'Email not verified',
      );
    }
  }
}
