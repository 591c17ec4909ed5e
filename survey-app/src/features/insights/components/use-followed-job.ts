import { useCallback, useEffect, useRef, useState } from 'react';
import type { JobRequestOptions } from '../../../lib/follow-job';

/**
 * Follows one job at a time for a button: its progress (null when none runs) and `follow`, which hands the call the
 * progress callback and a signal that stops following when the component goes away.
 */
export interface FollowedJob {
  progress: number | null;
  follow: <T>(call: (options: JobRequestOptions) => Promise<T>) => Promise<T>;
}

export function useFollowedJob(): FollowedJob {
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const follow = useCallback(async <T>(call: (options: JobRequestOptions) => Promise<T>): Promise<T> => {
    const following = new AbortController();
    controller.current = following;
    setProgress(0);
    try {
      return await call({ signal: following.signal, onProgress: setProgress });
    } finally {
      setProgress(null);
    }
  }, []);

  return { progress, follow };
}
