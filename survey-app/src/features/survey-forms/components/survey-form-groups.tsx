import type { ReactNode } from 'react';
import { OTHER_AREA } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';

import { QuestionCard } from './question-card';
import { groupByArea, type AnswerState, type FormQuestion } from './question-model';

interface Props {
  questions: FormQuestion[];
  answers: Record<string, AnswerState>;
  errors: Record<string, string>;
  readOnly: boolean;
  disabled: boolean;
  inquiryId: string;
  onChange: (id: string, patch: Partial<AnswerState>) => void;
  /** Shown above the group links, in the same bar that stays in view. */
  bar?: ReactNode;
  /** A mark after a question's title (the form preview's "Awaiting approval"); none by default. */
  badgeOf?: (question: FormQuestion) => ReactNode;
}

/** The questions in their area groups, numbered across the form, with a jump list of the groups. */
export function SurveyFormGroups({
  questions,
  answers,
  errors,
  readOnly,
  disabled,
  inquiryId,
  onChange,
  bar,
  badgeOf,
}: Props) {
  const { t } = useTranslation();
  const groups = groupByArea(questions);
  if (groups.length === 0) return <p className="empty">{t('common.noRecords')}</p>;
  const files = Object.entries(answers).map(([id, a]) => [id, a.file] as const);
  // Questions are numbered across the form: a group starts after the ones before it.
  const firstNumber = groups.map((_, i) => 1 + groups.slice(0, i).reduce((n, g) => n + g.questions.length, 0));
  return (
    <>
      <div className="form-bar">
        {bar}
        <nav className="area-nav" aria-label={t('surveyForm.groupsNav')}>
          {groups.map((g) => (
            <a key={g.name} href={`#area-${g.name}`}>
              {t(`areas.${g.name}`)} <span className="muted">({g.questions.length})</span>
            </a>
          ))}
        </nav>
      </div>
      {groups.map((g, gi) => (
        <section
          key={g.name}
          id={`area-${g.name}`}
          className="card area-group"
          aria-labelledby={`area-title-${g.name}`}
        >
          <h2 id={`area-title-${g.name}`}>{t(`areas.${g.name}`)}</h2>
          {g.area === OTHER_AREA && !readOnly && (
            <p className="field-hint open-ended-hint">{t('surveyForm.openEnded')}</p>
          )}
          {g.questions.map((q, qi) => (
            <QuestionCard
              key={q.id}
              question={q}
              number={firstNumber[gi] + qi}
              answer={answers[q.id]}
              disabled={readOnly || disabled}
              error={errors[q.id]}
              inquiryId={inquiryId}
              otherFiles={files.filter(([id]) => id !== q.id).map(([, f]) => f)}
              onChange={(patch) => onChange(q.id, patch)}
              badge={badgeOf?.(q)}
            />
          ))}
        </section>
      ))}
    </>
  );
}
