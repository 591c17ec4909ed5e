// The bodies of one respondent's 120-answer draft save, in the two formats AddSurveyAnswers accepts:
// multipart (decisions.md §4, one part per field, as the survey app sends a form with a file) and
// JSON ({ SurveyAnswerDtos: [...], Status }, as it sends every other save). The field values are
// strings in both, as the survey app sends them. Answer and ValueAnswer vary with the saver and the
// question so the integrity check can tell one saver's stored answers from another's; a shift gives
// the same saver a draft that differs in every answer.
export const BOUNDARY = 'benchboundary';

export const userIdOf = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).userid;

export function answerItems({ questions, inquiryId, userId, saver, shift = 0 }) {
  return questions.map((id, k) => ({
    CustomerUserId: String(userId),
    DiagnosticId: String(id),
    InquiryId: String(inquiryId),
    IsCustomQuestion: 'false',
    Answer: String(1 + ((saver + k + shift) % 5)),
    ValueAnswer: String(1 + ((saver * 3 + k + shift) % 5)),
  }));
}

export function jsonBody(items, status = 'saveasdraft') {
  return { contentType: 'application/json', body: JSON.stringify({ SurveyAnswerDtos: items, Status: status }) };
}

export function multipartBody(items, status = 'saveasdraft') {
  const parts = [];
  items.forEach((item, k) => {
    for (const [name, value] of Object.entries(item))
      parts.push(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="SurveyAnswerDtos[${k}].${name}"\r\n\r\n${value}\r\n`,
      );
  });
  parts.push(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="Status"\r\n\r\n${status}\r\n--${BOUNDARY}--\r\n`);
  return { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: parts.join('') };
}

/** What the saver's stored answers must add up to once its save is in. */
export const expectedSums = (items) => ({
  performance: items.reduce((s, i) => s + Number(i.Answer), 0),
  importance: items.reduce((s, i) => s + Number(i.ValueAnswer), 0),
});
