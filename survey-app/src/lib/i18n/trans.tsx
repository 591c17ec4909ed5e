import { cloneElement, type ReactElement, type ReactNode } from 'react';
import type { Params } from './translate';
import { useTranslation } from './use-translation';

interface TransProps {
  i18nKey: string;
  values?: Params;
  count?: number;
  /** The element each `<name>…</name>` of the text becomes, e.g. `{ strong: <strong /> }`. */
  components?: Record<string, ReactElement<{ children?: ReactNode }>>;
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>/g;

/** A catalogue text with markup: its tags drawn as the given elements, a tag without one as its plain content. */
export function Trans({ i18nKey, values, count, components = {} }: TransProps) {
  const { t } = useTranslation();
  const text = t(i18nKey, count === undefined ? values : { ...values, count });
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    parts.push(text.slice(last, match.index));
    const [, name, inner] = match;
    const element = components[name];
    parts.push(element ? cloneElement(element, { key: parts.length }, inner) : inner);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
