import { CreateInquiryTypeDto } from './create-inquiry-type.dto';

/** PUT /InquiryType/{id}: the same fields; a Description or IsActive left out keeps its value. */
export class UpdateInquiryTypeDto extends CreateInquiryTypeDto {}
