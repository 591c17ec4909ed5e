import { HttpException, HttpStatus } from '@nestjs/common';

export interface ErrorBody {
  status: number;
  title: string;
  errorMessage: string[];
}

/** An error in the API's one error shape: { status, title, errorMessage: [lines] }. */
export class ApiError extends HttpException {
  constructor(status: number, title: string, lines: string[]) {
    super({ status, title, errorMessage: lines } satisfies ErrorBody, status);
  }

  static badRequest(lines: string[], title = 'Validation failed') {
    return new ApiError(HttpStatus.BAD_REQUEST, title, lines);
  }
  static unauthorized(lines: string[] = ['Please login again'], title = 'Unauthorized') {
    return new ApiError(HttpStatus.UNAUTHORIZED, title, lines);
  }
  static forbidden(lines: string[] = ['You are not allowed to do this'], title = 'Forbidden') {
    return new ApiError(HttpStatus.FORBIDDEN, title, lines);
  }
  static notFound(what = 'Record') {
    return new ApiError(HttpStatus.NOT_FOUND, 'Not Found', [`${what} not found`]);
  }
  static conflict(lines: string[], title = 'Conflict') {
    return new ApiError(HttpStatus.CONFLICT, title, lines);
  }
}
