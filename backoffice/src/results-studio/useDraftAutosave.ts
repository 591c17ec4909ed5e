import { useCallback, useEffect, useState } from 'react';
import { DraftSaver, type SaveStatus } from './draftSaver';
import type { DraftContent, ResultDraft } from './studioMethods';

export type { SaveStatus } from './draftSaver';

/** The draft as the operator edits it, with DraftSaver saving it behind them. */
export function useDraftAutosave(inquiryId: string, initial: ResultDraft) {
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [meta, setMeta] = useState({ Published: initial.Published, CustomerNotified: initial.CustomerNotified });
  const [saver] = useState(
    () =>
      new DraftSaver(inquiryId, initial, {
        status: setStatus,
        saved: (draft) => setMeta({ Published: draft.Published, CustomerNotified: draft.CustomerNotified }),
      }),
  );
  const [content, setContent] = useState<DraftContent>(saver.content);

  const update = useCallback(
    (change: (draft: DraftContent) => DraftContent) => {
      saver.edit(change(saver.content));
      setContent(saver.content);
    },
    [saver],
  );
  const reload = useCallback(async () => setContent(await saver.reload()), [saver]);
  const saveNow = useCallback(() => saver.saveNow(), [saver]);
  const overwrite = useCallback(() => saver.overwrite(), [saver]);
  const retry = useCallback(() => saver.retry(), [saver]);

  useEffect(() => () => saver.stop(), [saver]);

  return { content, status, meta, setMeta, update, saveNow, reload, overwrite, retry, version: () => saver.version };
}
