import { useTranslation } from '../../../lib/i18n/use-translation';
import { useManagers } from '../api/get-managers';

/** The customer admin's choice of whose team to read: anyone with people under them, or the whole organisation. */
export function ManagerPicker({ value, onChange }: { value: string; onChange: (email: string) => void }) {
  const { t } = useTranslation();
  const managers = useManagers(true);
  const choices = managers.data ?? [];
  // A manager named in the link but not (or no longer) in the directory stays selectable.
  const listed = !value || choices.some((m) => m.email === value);
  return (
    <div className="field team-picker">
      <label htmlFor="team-manager">{t('team.picker.label')}</label>
      <select id="team-manager" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('team.picker.organisation')}</option>
        {!listed && <option value={value}>{value}</option>}
        {choices.map((m) => (
          <option key={m.email} value={m.email}>
            {m.name === m.email ? m.email : `${m.name} (${m.email})`}
          </option>
        ))}
      </select>
      <p className="muted">{t('team.picker.hint')}</p>
    </div>
  );
}
