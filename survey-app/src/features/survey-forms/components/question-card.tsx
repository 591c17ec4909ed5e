import { useId, type ReactNode } from 'react';
import { DONT_KNOW } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';

import { DocumentAnswer } from './document-answer';
import { isDoubleRating, type AnswerState, type FormQuestion } from './question-model';
import { RatingInput } from './rating-input';
import { EnpsInput } from './enps-input';
import { TextAnswer } from './text-answer';

interface Props {
  question: FormQuestion;
  number: number;
  answer: AnswerState;
  disabled: boolean;
  error?: string;
  inquiryId: string;
  otherFiles: (File | null)[];
  onChange: (patch: Partial<AnswerState>) => void;
  /** Shown after the title (the form preview marks a question awaiting approval). */
  badge?: ReactNode;
}

export function QuestionCard({
  question: q,
  number,
  answer,
  disabled,
  error,
  inquiryId,
  otherFiles,
  onChange,
  badge,
}: Props) {
  const titleId = useId();
  return (
    <article
      className={`question${error ? ' question-invalid' : ''}`}
      aria-labelledby={titleId}
      id={`question-${q.id}`}
    >
      <h3 id={titleId} className="question-title">
        <span className="question-number">{number}.</span> {q.title}
        {badge && <> {badge}</>}
      </h3>
      {q.description && <p className="question-description">{q.description}</p>}
      <QuestionInput
        q={q}
        titleId={titleId}
        answer={answer}
        disabled={disabled}
        error={error}
        inquiryId={inquiryId}
        otherFiles={otherFiles}
        onChange={onChange}
      />
    </article>
  );
}

function QuestionInput({
  q,
  titleId,
  answer,
  disabled,
  error,
  inquiryId,
  otherFiles,
  onChange,
}: Omit<Props, 'number' | 'question' | 'badge'> & { q: FormQuestion; titleId: string }) {
  const { t } = useTranslation();
  switch (q.type) {
    case 'Rating':
      if (isDoubleRating(q)) {
        return (
          <div className="double-rating">
            <RatingInput
              questionTitleId={titleId}
              legend={t('surveyForm.attributePerformance')}
              value={answer.answer}
              disabled={disabled}
              error={error && !answer.answer ? error : undefined}
              onChange={(value) =>
                onChange(
                  value === DONT_KNOW
                    ? { answer: DONT_KNOW, importance: DONT_KNOW }
                    : { answer: value, importance: answer.importance === DONT_KNOW ? '' : answer.importance },
                )
              }
            />
            <RatingInput
              questionTitleId={titleId}
              legend={t('surveyForm.importance')}
              value={answer.importance}
              disabled={disabled}
              error={error && !answer.importance ? error : undefined}
              onChange={(value) =>
                onChange(
                  value === DONT_KNOW
                    ? { answer: DONT_KNOW, importance: DONT_KNOW }
                    : { importance: value, answer: answer.answer === DONT_KNOW ? '' : answer.answer },
                )
              }
            />
          </div>
        );
      }
      return (
        <RatingInput
          questionTitleId={titleId}
          legend={t('surveyForm.yourAnswer')}
          value={answer.answer}
          disabled={disabled}
          error={error}
          options={q.ratingOptions}
          onChange={(value) => onChange({ answer: value })}
        />
      );
    case 'Enps':
      return (
        <EnpsInput
          questionTitleId={titleId}
          value={answer.answer}
          disabled={disabled}
          error={error}
          onChange={(value) => onChange({ answer: value })}
        />
      );
    case 'Textbox':
      return (
        <TextAnswer
          q={q}
          value={answer.answer}
          disabled={disabled}
          error={error}
          onChange={(value) => onChange({ answer: value })}
        />
      );
    case 'Checkbox':
      return (
        <fieldset className="checkbox-group" disabled={disabled}>
          <legend className="sr-only">{t('surveyForm.options')}</legend>
          {q.checkboxOptions.map((option, i) => (
            <label key={option} className="checkbox-option">
              <input
                type="checkbox"
                checked={answer.checked.includes(option)}
                onChange={(e) =>
                  onChange({
                    checked: e.target.checked
                      ? [...answer.checked, option]
                      : answer.checked.filter((o) => o !== option),
                  })
                }
              />
              {q.checkboxLabels[i] ?? option}
            </label>
          ))}
        </fieldset>
      );
    case 'Document':
      return (
        <DocumentAnswer
          label={disabled ? t('surveyForm.document') : t('surveyForm.attachDocument')}
          questionId={q.wireId}
          inquiryId={inquiryId}
          file={answer.file}
          documentName={answer.documentName}
          downloadLink={answer.downloadLink}
          otherFiles={otherFiles}
          disabled={disabled}
          onFile={(file) => onChange({ file })}
        />
      );
    default:
      return <p className="field-error">{t('surveyForm.unknownType')}</p>;
  }
}
