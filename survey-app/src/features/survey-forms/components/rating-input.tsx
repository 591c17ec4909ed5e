import { useId } from 'react';
import { DONT_KNOW, RATING_SCALE } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';

interface Props {
  legend: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Custom rating options replace the 1-5 + DK scale. */
  options?: string[];
  error?: string;
  /** The id of the question's title: the radio group is named by it and the legend ("1. Roles are clear Importance"). */
  questionTitleId?: string;
}

/** One rating as a real radio group: arrow keys move within it, the legend names it. */
export function RatingInput({ legend, value, onChange, disabled, options, error, questionTitleId }: Props) {
  const name = useId();
  const { t } = useTranslation();
  const errorId = `${name}-error`;
  const legendId = `${name}-legend`;
  const choices = options?.length
    ? options.map((o) => ({ value: o, label: o, short: '' }))
    : RATING_SCALE.map((o) => ({
        value: o.value,
        label: t(`rating.${o.value}`),
        short: o.value === DONT_KNOW ? t('ratingShort.DK') : o.value,
      }));
  return (
    <fieldset
      className={`rating${error ? ' rating-invalid' : ''}`}
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
    >
      <legend id={legendId}>{legend}</legend>
      <div
        className={`rating-options${options?.length ? '' : ' rating-scale'}`}
        role="radiogroup"
        aria-labelledby={questionTitleId ? `${questionTitleId} ${legendId}` : legendId}
      >
        {choices.map((choice) => (
          <label key={choice.value} className={`rating-option${value === choice.value ? ' selected' : ''}`}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            {choice.short && <span className="rating-number">{choice.short}</span>}{' '}
            <span className="rating-label">{choice.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
