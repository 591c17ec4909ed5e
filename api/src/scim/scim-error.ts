import { HttpException } from '@nestjs/common';

/** The scimType values of RFC 7644 §3.12 this service answers. */
export type ScimType = 'invalidFilter' | 'invalidSyntax' | 'invalidValue' | 'noTarget' | 'uniqueness' | 'mutability';

/** A refusal in SCIM's terms: status, detail and, for a 400 or 409, its scimType. */
export class ScimError extends HttpException {
  constructor(
    status: number,
    readonly detail: string,
    readonly scimType?: ScimType,
  ) {
    super({ status, title: 'SCIM', errorMessage: [detail] }, status);
    this.message = detail;
  }

  static invalid(detail: string, scimType: ScimType = 'invalidValue') {
    return new ScimError(400, detail, scimType);
  }

  static notFound(what: string, id: string) {
    return new ScimError(404, `${what} ${id} not found`);
  }
}
