import { ArgumentsHost, Catch, ExceptionFilter, HttpStatus } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickLanguage } from '@portal/contracts';
import { ApiError } from '../common/filters/api-error';
import { HttpErrorFilter } from '../common/filters/http-error.filter';
import { reportRefusal } from '../common/filters/refusal-hook';
import { downloadLinkPage, type DownloadProblem } from './download-link-page';

/** A signed download refused: the API's error, which knows what went wrong for the page a browser gets instead. */
export class DownloadRefused extends ApiError {
  constructor(readonly problem: DownloadProblem) {
    super(
      problem === 'gone' ? HttpStatus.NOT_FOUND : HttpStatus.FORBIDDEN,
      problem === 'gone' ? 'Not Found' : 'Forbidden',
      [problem === 'gone' ? 'File not found' : 'This download link is invalid or has expired'],
    );
  }
}

/** A browser opening the link (a navigation, or HTML asked for and JSON not) rather than a client reading JSON. */
export function wantsPage(req: Pick<FastifyRequest, 'headers'>): boolean {
  if (req.headers['sec-fetch-mode'] === 'navigate') return true;
  const accept = String(req.headers.accept ?? '');
  return /\btext\/html\b/i.test(accept) && !/\bapplication\/json\b/i.test(accept);
}

/**
 * Answers a refused download with a readable page when a browser opened the link; every other answer, and
 * every API client, gets the one error shape of the global filter. The refusal is audited either way.
 */
@Catch()
export class DownloadLinkFilter implements ExceptionFilter {
  private readonly json = new HttpErrorFilter();

  catch(exception: unknown, host: ArgumentsHost) {
    const req = host.switchToHttp().getRequest<FastifyRequest>();
    const res = host.switchToHttp().getResponse<FastifyReply>();
    if (!(exception instanceof DownloadRefused) || !wantsPage(req) || res.sent) return this.json.catch(exception, host);
    const status = exception.getStatus();
    reportRefusal(host, status, exception);
    const header = req.headers['accept-language'];
    void res
      .status(status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Vary', 'Accept, Accept-Language')
      .send(downloadLinkPage(exception.problem, pickLanguage(Array.isArray(header) ? header.join(',') : header)));
  }
}
