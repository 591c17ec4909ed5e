import { CallHandler, ExecutionContext, HttpStatus, Injectable, PayloadTooLargeException } from '@nestjs/common';
import { FileInterceptor } from '@nest-lab/fastify-multer';
import { memoryStorage } from 'fastify-multer';
import { ApiError } from '../common/filters/api-error';
import { MAX_TRANSLATION_WORKBOOK_BYTES } from './translation-transfer.service';

/** Multipart field `File`, kept in memory (≤ 10 MB, one file), as the result workbook upload takes it. */
@Injectable()
export class TranslationFileInterceptor extends FileInterceptor('File', {
  storage: memoryStorage(),
  limits: { fileSize: MAX_TRANSLATION_WORKBOOK_BYTES, files: 1, fields: 10, parts: 12 },
}) {
  override async intercept(context: ExecutionContext, next: CallHandler) {
    try {
      return await super.intercept(context, next);
    } catch (e) {
      if (e instanceof PayloadTooLargeException && /file too large/i.test(e.message)) {
        throw new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, 'Payload Too Large', [
          'The translation workbook must not be larger than 10 MB',
        ]);
      }
      throw e;
    }
  }
}
