/**
 * How a person reads an API error. The API keeps its wire shape ({ title, errorMessage: ['Field: message'] }, the
 * spec's contract); people see the message without the wire field name, and a transport title such as
 * "Unsupported Media Type" as a sentence. `translate` is the app's English-text lookup (unknown texts as they came).
 */

/** Transport titles and the sentence shown instead (each app's catalogue translates the sentence). */
export const TRANSPORT_TITLE_SENTENCES: Readonly<Record<string, string>> = {
  'Bad Request': 'The request could not be processed.',
  'Method Not Allowed': 'This action is not available here.',
  'Payload Too Large': 'What was sent is too large.',
  'Unsupported Media Type': 'This kind of file or content cannot be sent here.',
  'Too Many Requests': 'Too many attempts: please wait a moment and try again.',
  'Internal Server Error': 'Something went wrong on our side. Please try again.',
  'Service Unavailable': 'The service is unavailable for a moment. Please try again shortly.',
};

// A wire field name as the API writes it before a message: CurrentPassword, Token, Options[2], Steps.Title,
// and the camel-case query parameters (by, pageSize).
const WIRE_FIELD = /^[A-Za-z][A-Za-z0-9]*(?:\[\d+\])?(?:\.[A-Za-z][A-Za-z0-9]*(?:\[\d+\])?)*: (?=\S)/;

type Translate = (english: string) => string;

/** The line without a leading wire field name ("Token: The link has expired" → "The link has expired"). */
export function withoutWireField(line: string): string {
  return line.replace(WIRE_FIELD, '');
}

/** One errorMessage line as a person reads it: translated where the catalogue knows it, never with the wire prefix. */
export function readableApiLine(line: string, translate: Translate): string {
  const whole = translate(line);
  return withoutWireField(whole === line ? translate(withoutWireField(line)) : whole);
}

/** The title as a person reads it: a transport title becomes its sentence. */
export function readableApiTitle(title: string, translate: Translate): string {
  return translate(TRANSPORT_TITLE_SENTENCES[title] ?? title);
}

/** An API error's title and lines as shown to people. */
export function readableApiError(
  error: { title?: string | null; errorMessage?: readonly string[] | null },
  translate: Translate,
): { title: string; lines: string[] } {
  return {
    title: error.title ? readableApiTitle(error.title, translate) : '',
    lines: (error.errorMessage ?? [])
      .filter((line) => typeof line === 'string' && line.length > 0)
      .map((line) => readableApiLine(line, translate)),
  };
}
