import { CallHandler, ExecutionContext, HttpStatus, Injectable, PayloadTooLargeException } from '@nestjs/common';
import { FileInterceptor } from '@nest-lab/fastify-multer';
import { memoryStorage } from 'fastify-multer';
import { ApiError } from '../common/filters/api-error';
import { MAX_RESULT_WORKBOOK_BYTES } from './result-upload.service';

/**
 * Multipart field `File`, kept in memory (≤ 10 MB, one file): multer stops reading at the
 * limit, and the 413 says what the limit is.
 */
@Injectable()
export class WorkbookFileInterceptor extends FileInterceptor('File', {
  storage: memoryStorage(),
  limits: { fileSize: MAX_RESULT_WORKBOOK_BYTES, files: 1, fields: 10, parts: 12 },
}) {
  override async intercept(context: ExecutionContext, next: CallHandler) {
    try {
      return await super.intercept(context, next);
    } catch (e) {
      if (e instanceof PayloadTooLargeException && /file too large/i.test(e.message)) {
        throw new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, 'Payload Too Large', [
          'The result workbook must not be larger than 10 MB',
        ]);
      }
      throw e;
    }
  }
}
