import type { FastifyReply } from 'fastify';
import { CONTENT_TYPES } from '../files/file-type';

/** The multipart body of a workbook upload, as the OpenAPI document describes it (read by WorkbookFileInterceptor). */
export const WORKBOOK_FILE_BODY = {
  schema: { type: 'object', properties: { File: { type: 'string', format: 'binary' } }, required: ['File'] },
};

/** Answers a built .xlsx workbook as an attachment under its file name. */
export function sendWorkbook(res: FastifyReply, { fileName, data }: { fileName: string; data: Buffer }) {
  return res
    .header('Content-Type', CONTENT_TYPES.xlsx)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Content-Length', String(data.length))
    .send(data);
}
