import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';

type Context = { _currentValue?: EmotionCache; _context?: Context };

/**
 * Empties emotion's default cache, which MUI's styles go through and which lives in the shared library: without
 * this the document's head keeps every file's styles (a thousand and more style elements late in the suite), and
 * jsdom's getComputedStyle, called by Testing Library's role queries and by axe, slows down with each file.
 */
export function freshEmotionStyles(): void {
  const context = CacheProvider as unknown as Context;
  const cache = (context._context ?? context)._currentValue;
  if (!cache?.sheet) throw new Error("emotion's default cache is out of reach: set isolate: true");
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
}
