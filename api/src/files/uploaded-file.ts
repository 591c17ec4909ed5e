import type { File } from 'fastify-multer/lib/interfaces';

/** A multipart file as the upload interceptors leave it (memory or spool file); both storages set its size. */
export type MultipartFile = File & { size: number };
