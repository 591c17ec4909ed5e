import { useId } from 'react';
import { ENPS_MAX, ENPS_MIN } from '@portal/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';

interface Props {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: string;
  /** The id of the question's title: the radio group is named by it and the legend. */
  questionTitleId?: string;
}

const SCALE = Array.from({ length: ENPS_MAX - ENPS_MIN + 1 }, (_, i) => String(ENPS_MIN + i));

/**
 * The eNPS answer: 0-10 as one real radio group (arrow keys move within it), the end labels under the scale and in
 * the names of 0 and 10. One row of eleven on a wide screen, two rows on a phone.
 */
export function EnpsInput({ value, onChange, disabled, error, questionTitleId }: Props) {
  const name = useId();
  const { t } = useTranslation();
  const errorId = `${name}-error`;
  const legendId = `${name}-legend`;
  const ends: Record<string, string> = {
    [String(ENPS_MIN)]: t('enps.notLikely'),
    [String(ENPS_MAX)]: t('enps.extremelyLikely'),
  };
  return (
    <fieldset
      className={`rating enps${error ? ' rating-invalid' : ''}`}
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
    >
      <legend id={legendId}>{t('enps.scale')}</legend>
      <div
        className="rating-options enps-scale"
        role="radiogroup"
        aria-labelledby={questionTitleId ? `${questionTitleId} ${legendId}` : legendId}
      >
        {SCALE.map((n) => (
          <label key={n} className={`rating-option${value === n ? ' selected' : ''}`}>
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} />
            <span className="rating-number">{n}</span>
            {ends[n] && (
              <>
                {' '}
                <span className="sr-only">{ends[n]}</span>
              </>
            )}
          </label>
        ))}
      </div>
      <div className="enps-ends" aria-hidden="true">
        <span>
          {ENPS_MIN} = {ends[String(ENPS_MIN)]}
        </span>
        <span>
          {ENPS_MAX} = {ends[String(ENPS_MAX)]}
        </span>
      </div>
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
