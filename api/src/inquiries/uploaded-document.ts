import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../common/filters/api-error';
import { CONTENT_TYPES, detectDocumentKind, DocumentKind } from '../files/file-type';

/** decisions.md §7: survey documents and help documents, each at most 20 MB. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const DOCUMENT_EXTENSIONS = ['xlsx', 'xls', 'docx', 'doc', 'pdf', 'zip'] as const;

/**
 * Multer's limits for document uploads: an over-size file is a 413 before it is fully read, and the
 * file count bounds the memory one request can hold (files are checked in memory, then streamed to storage).
 */
export const documentUploadLimits = (files: number) => ({ fileSize: DOCUMENT_MAX_BYTES, files, fields: 10_000, fieldSize: 64 * 1024 });

/** A document whose extension and content agree (xlsx, xls, docx, doc, pdf, zip), else 415. */
export function checkDocument(file: Express.Multer.File): { kind: DocumentKind; contentType: string } {
  if (file.size > DOCUMENT_MAX_BYTES) throw new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, 'Payload Too Large', [`${file.originalname}: The file is larger than 20 MB`]);
  const kind = detectDocumentKind(file.originalname, file.buffer.subarray(0, 4096));
  if (!kind) throw new ApiError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'Unsupported Media Type', [`${file.originalname}: Please upload the correct file.`]);
  return { kind, contentType: CONTENT_TYPES[kind] };
}

/** Multer reads file names as latin1; browsers send UTF-8. */
export function originalName(file: Express.Multer.File): string {
  const name = Buffer.from(file.originalname, 'latin1').toString('utf8');
  return name.includes('\uFFFD') ? file.originalname : name;
}
