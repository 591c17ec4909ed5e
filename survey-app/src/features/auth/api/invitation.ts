import type {
  InvitationOpenedDto,
  InvitationPasswordSetDto,
  OpenInvitationDto,
  SetInvitationPasswordDto,
} from '@portal/contracts';
import { api } from '../../../lib/api-client';

/** Checks an invitation link and, when it is good, opens the invitee's session (or says to sign in). */
export function openInvitation(link: OpenInvitationDto): Promise<InvitationOpenedDto> {
  // The invitation page shows why a link does not work itself.
  return api.post('/auth/invitation', link, { auth: false, silent: true });
}

/** The first password of an account started from a link; answers a full session's token. */
export function setInvitationPassword(body: SetInvitationPasswordDto): Promise<InvitationPasswordSetDto> {
  return api.post('/auth/invitation/password', body);
}
