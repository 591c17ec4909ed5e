import type { Inquiry } from './inquiry.entity';

export type PublicationFacts = Pick<Inquiry, 'resultsUploadedAt' | 'resultsWithdrawnAt'>;

/**
 * Whether results were ever published for the inquiry: published now, or published and withdrawn since. Publication
 * closes answering for good — withdrawn results were analysed from the forms as they stood, and a form completed
 * afterwards would change those figures — and it is the publication the customer admins were told about.
 */
export function resultsEverPublished(inquiry: PublicationFacts): boolean {
  return !!inquiry.resultsUploadedAt || !!inquiry.resultsWithdrawnAt;
}
