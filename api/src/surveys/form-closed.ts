import { HttpStatus } from '@nestjs/common';
import { ANONYMITY_TEXTS } from '@portal/contracts';
import { ApiError } from '../common/filters/api-error';
import { PublicationFacts, resultsEverPublished } from '../inquiries/answering-closed';
import type { Inquiry } from '../inquiries/inquiry.entity';
import { isPast } from '../inquiries/inquiry-read';

/**
 * Refuses a save of a form whose inquiry no longer collects answers: expired (409 "Expired", as the
 * specification says) or published, even if withdrawn since (409 "Closed"). A completion checks again under the inquiry's row
 * lock, so none lands after the close that took the customer admin's snapshot.
 */
export function assertInquiryCollecting(
  inquiry: Pick<Inquiry, 'expiryDate'> & PublicationFacts,
  now = new Date(),
): void {
  if (isPast(inquiry.expiryDate, now)) throw new ApiError(HttpStatus.CONFLICT, 'Expired', ['Expired']);
  if (resultsEverPublished(inquiry)) throw new ApiError(HttpStatus.CONFLICT, 'Closed', [ANONYMITY_TEXTS.formClosed]);
}
