import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { OpenLinkIntro } from '../api/open-link-api';

interface Props {
  intro: OpenLinkIntro;
  starting: boolean;
  onStart: (groups: Record<string, string>) => void;
}

/**
 * What anyone holding the link sees first: who asks, that no name or account is asked, who sees what, and the
 * optional group questions (a value of the organisation's directory, or none).
 */
export function OpenLinkIntroCard({ intro, starting, onStart }: Props) {
  const { t } = useTranslation();
  const [groups, setGroups] = useState<Record<string, string>>({});
  return (
    <section className="card auth-card open-link-card" aria-labelledby="open-link-title">
      <p className="open-link-organisation">{intro.Organisation}</p>
      <h1 id="open-link-title">{intro.Description}</h1>
      <p>{t('openLink.anonymous')}</p>
      <p>{t('openLink.whoSees', { min: intro.MinRespondents })}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onStart(groups);
        }}
      >
        {intro.GroupQuestions.length > 0 && (
          <fieldset className="open-link-groups">
            <legend>{t('openLink.groupsTitle')}</legend>
            <p className="muted">{t('openLink.groupsHint')}</p>
            {intro.GroupQuestions.map((q) => (
              <div className="field" key={q.Name}>
                <label htmlFor={`group-${q.Name}`}>{q.Name}</label>
                <select
                  id={`group-${q.Name}`}
                  value={groups[q.Name] ?? ''}
                  onChange={(event) => setGroups((was) => ({ ...was, [q.Name]: event.target.value }))}
                >
                  <option value="">{t('openLink.preferNot')}</option>
                  {q.Values.filter((v) => v !== '').map((v) => (
                    <option key={v} value={v}>
                      {v}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </fieldset>
        )}
        <p className="muted">{t('openLink.sameDevice')}</p>
        <button type="submit" className="btn btn-primary" disabled={starting}>
          {starting ? t('common.loading') : t('openLink.start')}
        </button>
      </form>
    </section>
  );
}
