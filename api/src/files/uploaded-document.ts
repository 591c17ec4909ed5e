import { CallHandler, ExecutionContext, HttpStatus, Injectable, NestInterceptor } from '@nestjs/common';
import { diskStorage } from 'fastify-multer';
import { closeSync, createReadStream, openSync, readSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { finalize, Observable } from 'rxjs';
import { ApiError } from '../common/filters/api-error';
import { DOCUMENT_MAX_BYTES } from '@portal/contracts';
import { CONTENT_TYPES, detectDocumentKind, DocumentKind } from './file-type';
import type { MultipartFile } from './uploaded-file';

/**
 * Multer options for document uploads: files are spooled to a temporary folder (not held in memory),
 * an over-size file is a 413 before it is fully read, and the counts bound one request.
 * CleanupUploads removes the spooled files when the request ends, whatever its outcome.
 */
export const documentUploadOptions = (files: number) => ({
  storage: diskStorage({ destination: join(tmpdir(), 'portal-uploads') }),
  limits: { fileSize: DOCUMENT_MAX_BYTES, files, fields: 10_000, fieldSize: 64 * 1024 },
});

@Injectable()
export class CleanupUploads implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context
      .switchToHttp()
      .getRequest<{ file?: MultipartFile; files?: MultipartFile[] | Record<string, MultipartFile[]> }>();
    return next.handle().pipe(
      finalize(() => {
        const files = [req.file, ...(Array.isArray(req.files) ? req.files : Object.values(req.files ?? {}).flat())];
        for (const f of files) if (f?.path) void rm(f.path, { force: true }).catch(() => undefined);
      }),
    );
  }
}

/** The first bytes of an upload, wherever multer put it. */
function head(file: MultipartFile, bytes = 4096): Buffer {
  if (file.buffer) return file.buffer.subarray(0, bytes);
  const fd = openSync(file.path!, 'r');
  try {
    const buf = Buffer.alloc(bytes);
    return buf.subarray(0, readSync(fd, buf, 0, bytes, 0));
  } finally {
    closeSync(fd);
  }
}

/** The upload's bytes for FilesService.store: streamed from the spool file. */
export const uploadData = (file: MultipartFile): Buffer | Readable => file.buffer ?? createReadStream(file.path!);

/** A document whose extension and content agree (xlsx, xls, docx, doc, pdf, zip), else 415. */
export function checkDocument(file: MultipartFile): { kind: DocumentKind; contentType: string } {
  if (file.size > DOCUMENT_MAX_BYTES)
    throw new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, 'Payload Too Large', [
      `${file.originalname}: The file is larger than 20 MB`,
    ]);
  const kind = detectDocumentKind(file.originalname, head(file));
  if (!kind)
    throw new ApiError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'Unsupported Media Type', [
      `${file.originalname}: Please upload the correct file.`,
    ]);
  return { kind, contentType: CONTENT_TYPES[kind] };
}

/** Multer reads file names as latin1; browsers send UTF-8. */
export function originalName(file: MultipartFile): string {
  const name = Buffer.from(file.originalname, 'latin1').toString('utf8');
  return name.includes('\uFFFD') ? file.originalname : name;
}
