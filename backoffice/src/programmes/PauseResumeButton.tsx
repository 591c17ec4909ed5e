import { useState } from 'react';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Button } from '@mui/material';
import { useRecordContext, useRefresh } from 'react-admin';
import { errorText, useToast } from '../common/useToast';
import { tr } from '../i18n/i18nProvider';
import { pauseProgramme, resumeProgramme, type ProgrammeDto } from './programmeMethods';

/**
 * Pause (no new rounds; open rounds stay open) or resume (the first round after now) the programme in context.
 * Busy while the call is in flight, so a double click sends one request.
 */
export const PauseResumeButton = ({ onChanged }: { onChanged?: (p: ProgrammeDto) => void }) => {
  const record = useRecordContext<ProgrammeDto>();
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const refresh = useRefresh();
  if (!record) return null;
  const paused = record.IsPaused;
  const run = async () => {
    setBusy(true);
    try {
      const changed = await (paused ? resumeProgramme(record.Id) : pauseProgramme(record.Id));
      toast.success(tr(paused ? 'portal.programmes.resumed' : 'portal.programmes.paused', { name: record.Name }));
      onChanged?.(changed);
      refresh();
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={busy}
      onClick={run}
      startIcon={paused ? <PlayArrowIcon /> : <PauseIcon />}
      aria-label={tr(paused ? 'portal.programmes.resumeNamed' : 'portal.programmes.pauseNamed', { name: record.Name })}
    >
      {tr(paused ? 'portal.programmes.resume' : 'portal.programmes.pause')}
    </Button>
  );
};
