/**
 * Something that may hang off an inquiry type. The modules that own such records register one with
 * InquiryTypesService (they import the inquiry types module, so it cannot import them).
 */
export interface InquiryTypeDependent {
  /** Its name in the refusal message, singular and plural. */
  one: string;
  many: string;
  count(inquiryTypeId: number): Promise<number>;
}

/** The order in which the refusal message names them. */
export const DEPENDENT_ORDER = ['inquiry', 'pathway', 'intake question', 'finding', 'recommendation', 'roadmap'];
