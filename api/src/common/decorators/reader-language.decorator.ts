import { applyDecorators, createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ApiHeader, ApiQuery } from '@nestjs/swagger';
import { DEFAULT_LANGUAGE, isLanguage, Language, LANGUAGES, languageOfTag, pickLanguage } from '@portal/contracts';
import { ApiError } from '../filters/api-error';

interface LanguageRequest {
  query?: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  user?: { language?: string | null; role?: string };
}

export interface ReaderLanguageOptions {
  /** The super admin edits the English source on this route: English for them unless ?lang asks otherwise. */
  editorDefault?: boolean;
}

/** The reader's language: ?lang, else the signed-in user's chosen Language, else Accept-Language, else English. */
export function readerLanguage(req: LanguageRequest, options: ReaderLanguageOptions = {}): Language {
  const asked = req.query?.lang;
  if (asked !== undefined && asked !== '') {
    const lang = typeof asked === 'string' ? languageOfTag(asked) : null;
    if (!lang) throw ApiError.badRequest([`lang: Must be one of ${LANGUAGES.join(', ')}`]);
    return lang;
  }
  if (options.editorDefault && req.user?.role === 'SuperAdmin') return DEFAULT_LANGUAGE;
  if (isLanguage(req.user?.language)) return req.user.language;
  const header = req.headers['accept-language'];
  return pickLanguage(Array.isArray(header) ? header.join(',') : header);
}

/** The language a content read answers in (see readerLanguage). */
export const ReaderLanguage = createParamDecorator(
  (options: ReaderLanguageOptions | undefined, ctx: ExecutionContext): Language =>
    readerLanguage(ctx.switchToHttp().getRequest(), options),
);

/** Documents ?lang and Accept-Language on a route that answers in the reader's language. */
export const ApiReaderLanguage = () =>
  applyDecorators(
    ApiQuery({
      name: 'lang',
      required: false,
      enum: LANGUAGES,
      description: "Overrides the user's Language and Accept-Language",
    }),
    ApiHeader({
      name: 'Accept-Language',
      required: false,
      description: "Used when neither ?lang nor the user's Language is set; English otherwise",
    }),
  );

/** The language of the request's Accept-Language alone (English when none fits): for mails to an address without an account. */
export const AcceptedLanguage = createParamDecorator((_data: unknown, ctx: ExecutionContext): Language => {
  const header = ctx.switchToHttp().getRequest<LanguageRequest>().headers['accept-language'];
  return pickLanguage(Array.isArray(header) ? header.join(',') : header);
});
