import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { dropDraft, keepDraft } from './draft-store';
import type { AnswerState } from './question-model';

export const AUTOSAVE_DELAY_MS = 1500;
export const AUTOSAVE_RETRY_MS = 10_000;

export type AutosaveState = 'idle' | 'saving' | 'saved' | 'offline' | 'failed';

interface Options<T> {
  /** False once the form cannot be changed (completed, expired, closed, view only). */
  enabled: boolean;
  answers: Record<string, AnswerState>;
  /** Bumped by every edit; the loaded answers are revision 0. */
  revision: number;
  /** The newest revision the server holds (saved here or by Save as Draft). */
  savedRevision: number;
  draftKey: string;
  /** What a save of these answers sends; null when the server holds them already. */
  changes: (answers: Record<string, AnswerState>) => T | null;
  /** Stores the changes as a draft; rejects when they were not stored. */
  send: (changes: T) => Promise<unknown>;
  /** The server holds the answers up to `revision`; `sent` is what this save stored (null: nothing was sent). */
  onSaved: (revision: number, sent: T | null) => void;
}

const isOffline = (error: unknown) => (error instanceof ApiError && error.status === 0) || !navigator.onLine;

/**
 * Saves the draft a moment after the last edit, sending only what `changes` finds changed. Until an edit is stored it is kept on this browser;
 * without a connection the save is tried again when the browser is back online (and every few seconds),
 * and nothing typed is ever cleared by a failure.
 */
export function useAutosave<T>({
  enabled,
  answers,
  revision,
  savedRevision,
  draftKey,
  changes,
  send,
  onSaved,
}: Options<T>) {
  const [state, setState] = useState<AutosaveState>('idle');
  // Read again after the save's await, when newer edits may have rendered.
  const latest = useRef({ answers, revision, savedRevision, changes, send, onSaved, enabled });
  useLayoutEffect(() => {
    latest.current = { answers, revision, savedRevision, changes, send, onSaved, enabled };
  });
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The timer runs the newest save, which may itself schedule the next try.
  const runLatest = useRef<() => Promise<void>>(() => Promise.resolve());
  const schedule = useCallback((delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void runLatest.current(), delay);
  }, []);

  const run = useCallback(async () => {
    const { answers: sent, revision: upTo, enabled: on, savedRevision: held } = latest.current;
    if (!on || upTo <= held) return;
    if (inFlight.current) return schedule(AUTOSAVE_DELAY_MS);
    // Edits undone before the pause leave the answers as the server holds them: nothing to send.
    const payload = latest.current.changes(sent);
    if (payload === null) {
      latest.current.onSaved(upTo, null);
      setState((current) => (current === 'idle' ? current : 'saved'));
      if (latest.current.revision === upTo) dropDraft(draftKey);
      return;
    }
    inFlight.current = true;
    setState('saving');
    try {
      await latest.current.send(payload);
      latest.current.onSaved(upTo, payload);
      if (latest.current.revision === upTo) {
        dropDraft(draftKey);
        setState('saved');
      }
    } catch (error) {
      if (isOffline(error)) {
        setState('offline');
        schedule(AUTOSAVE_RETRY_MS);
      } else {
        setState('failed');
      }
    } finally {
      inFlight.current = false;
    }
  }, [draftKey, schedule]);
  useLayoutEffect(() => {
    runLatest.current = run;
  }, [run]);

  // Every edit is kept on this browser at once and saved once the typing pauses.
  useEffect(() => {
    if (!enabled || revision <= savedRevision) return;
    keepDraft(draftKey, latest.current.answers);
    schedule(AUTOSAVE_DELAY_MS);
  }, [enabled, revision, savedRevision, draftKey, schedule]);

  useEffect(() => {
    const back = () => void run();
    window.addEventListener('online', back);
    return () => {
      window.removeEventListener('online', back);
      clearTimeout(timer.current);
    };
  }, [run]);

  // A form that has become read-only takes no more saves.
  useEffect(() => {
    if (!enabled) clearTimeout(timer.current);
  }, [enabled]);

  return { state };
}
