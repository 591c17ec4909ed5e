import { HttpStatus } from '@nestjs/common';
import { diskStorage } from 'fastify-multer';
import { closeSync, openSync, readSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiError } from '../common/filters/api-error';
import type { MultipartFile } from '../files/uploaded-file';
import { ImportFileKind, importFileKind } from './people-file-rows';

/** Largest People import file: 50,000 people with several attributes fit in a few MB. */
export const MAX_PEOPLE_FILE_BYTES = 50 * 1024 * 1024;

/** Multer options of the import: spooled to a temporary file (read twice as a stream, never held in memory); CleanupUploads removes it. */
export const peopleUploadOptions = {
  storage: diskStorage({ destination: join(tmpdir(), 'portal-uploads') }),
  limits: { fileSize: MAX_PEOPLE_FILE_BYTES, files: 1, fields: 10, parts: 12 },
};

/** The spooled upload and its kind (CSV or XLSX by content and name), or the error that refuses it. */
export function checkImportFile(file: MultipartFile | undefined): { path: string; kind: ImportFileKind } {
  if (!file) throw ApiError.badRequest(['File: This field is mandatory']);
  if (file.size > MAX_PEOPLE_FILE_BYTES)
    throw new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, 'Payload Too Large', ['The file must not be larger than 50 MB']);
  if (file.size === 0)
    throw ApiError.badRequest(
      ['The file is empty: the first row must name the columns (Email, FirstName, LastName, then attributes)'],
      'Unreadable file',
    );
  const fd = openSync(file.path!, 'r');
  const head = Buffer.alloc(8);
  try {
    readSync(fd, head, 0, 8, 0);
  } finally {
    closeSync(fd);
  }
  return { path: file.path!, kind: importFileKind(file.originalname ?? '', head) };
}
