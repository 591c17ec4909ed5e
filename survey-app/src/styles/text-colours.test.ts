import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEXT_PAIRS } from '@portal/contracts';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The colour tokens checked to reach 4.5:1 on the backgrounds they are drawn on (the contracts' TEXT_PAIRS). */
const TEXT_TOKENS = new Set(TEXT_PAIRS.map(([text]) => `--c-${kebab(text)}`));

describe('the survey app’s stylesheet', () => {
  it('draws text only in colours whose contrast is checked (the accent, a fill colour, reads 4.2:1 on white)', () => {
    const css = readFileSync(resolve(__dirname, 'global.css'), 'utf8');
    const used = [...css.matchAll(/(?:^|[\s;{])color: var\((--c-[a-z-]+)\)/g)].map((m) => m[1]);
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((token) => !TEXT_TOKENS.has(token))).toEqual([]);
  });
});
