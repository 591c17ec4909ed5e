import { Chip } from '@mui/material';
import { localeOf } from '@portal/contracts';
import { useLocaleState } from 'react-admin';
import { tr } from '../i18n/i18nProvider';
import type { ProgrammeDto } from './programmeMethods';

/** Active or Paused, in words (not colour alone). */
export const ProgrammeState = ({ programme }: { programme: ProgrammeDto }) => (
  <Chip
    size="small"
    variant="outlined"
    color={programme.IsPaused ? 'default' : 'success'}
    label={tr(programme.IsPaused ? 'portal.programmes.statePaused' : 'portal.programmes.stateActive')}
  />
);

/**
 * A round's date as the programme's people live it: the interface language's date format, in the programme's time
 * zone (a 00:30 round in Brussels is on that day, not the day before as UTC would say).
 */
export function roundDate(value: string | Date, lang: string, timeZone: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
  }
}

/** The next round's date in the interface language; none while paused. */
export const NextRound = ({ programme }: { programme: ProgrammeDto }) => {
  const [locale] = useLocaleState();
  if (!programme.NextRoundAt) return <span>{tr('portal.programmes.noNextRound')}</span>;
  return <span>{roundDate(programme.NextRoundAt, locale, programme.TimeZone)}</span>;
};

export const cadenceText = (cadence: ProgrammeDto['Cadence']) => tr(`portal.programmes.cadence.${cadence}`);
