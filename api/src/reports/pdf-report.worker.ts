import { buildPdfReport, type ReportContent } from './pdf-report-builder';

/**
 * Draws a PDF report in a worker thread of the reports' pool (report-workers.ts): the request thread reads the
 * figures and stores the file, this module only lays the pages out.
 */
export default function buildPdfReportTask(content: ReportContent): Promise<Buffer> {
  return buildPdfReport(content);
}
