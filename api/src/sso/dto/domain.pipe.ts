import { PipeTransform } from '@nestjs/common';
import { ApiError } from '../../common/filters/api-error';
import { DOMAIN_PATTERN } from './update-sso-settings.dto';

/** A domain in a path: lower case, and like example.com, or 400. */
export class DomainPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    const domain = String(value ?? '')
      .trim()
      .toLowerCase();
    if (!DOMAIN_PATTERN.test(domain)) throw ApiError.badRequest(['Domain: Each domain must look like example.com']);
    return domain;
  }
}
