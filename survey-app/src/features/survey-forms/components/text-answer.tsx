import { useId, useState } from 'react';
import { answerLimit, textLength } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { FormQuestion } from './question-model';
import { applyTextEdit, filterHint, showsCount, textProblem, type TextRefusal } from './text-filter';

interface Props {
  q: FormQuestion;
  value: string;
  disabled: boolean;
  error?: string;
  onChange: (v: string) => void;
}

/**
 * The answer box of a Textbox question. What is typed is kept exactly or refused visibly: an edit that adds a
 * character the question's rule refuses, or passes the limit, is not taken and the box says which rule and which
 * characters. There is no maxLength attribute, because the browser would cut a long paste silently.
 */
export function TextAnswer({ q, value, disabled, error, onChange }: Props) {
  const id = useId();
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<TextRefusal | null>(null);
  const limit = answerLimit(q.maxLength);
  const hint = filterHint(q.regex);
  const problem = disabled ? null : textProblem(value, q.regex, limit, refusal);
  const count = textLength(value);
  const counted = showsCount(value, limit);
  const describedBy = [hint && `${id}-hint`, `${id}-problem`, counted && `${id}-count`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field text-answer">
      <label htmlFor={id} className="sr-only">
        {t('surveyForm.yourAnswer')}
      </label>
      <textarea
        id={id}
        rows={q.maxLength > 200 ? 5 : 3}
        value={value}
        disabled={disabled}
        aria-invalid={error || problem ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          const edit = applyTextEdit(value, e.target.value, q.regex, limit);
          setRefusal(edit.refusal);
          if (edit.value !== value) onChange(edit.value);
        }}
      />
      <div className="text-answer-meta">
        {hint && (
          <span id={`${id}-hint`} className="field-hint">
            {hint}
          </span>
        )}
        {counted && (
          <span id={`${id}-count`} className={`char-count ${count > limit ? 'field-error' : 'field-hint'}`}>
            {t('surveyForm.characterCount', { count, max: limit })}
          </span>
        )}
      </div>
      <span id={`${id}-problem`} className={problem ? 'field-error' : undefined} aria-live="polite">
        {problem}
      </span>
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
