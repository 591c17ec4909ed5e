import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import { useQueryClient } from '@tanstack/react-query';
import { LANGUAGES, type Language } from '@portal/contracts';
import { setLanguage } from '../lib/i18n';
import { LANGUAGE_NAMES } from '../lib/i18n/language-names';

interface Props {
  /** Runs after the interface switched, e.g. to save the choice to the profile. */
  onChosen?: (lang: Language) => Promise<void>;
}

/** A menu of the four languages, each in its own name; the current one is checked. */
export function LanguageMenu({ onChosen }: Props) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const current = i18n.language as Language;

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      ref.current?.querySelector<HTMLElement>('button')?.focus();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    ref.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const choose = async (lang: Language) => {
    setOpen(false);
    if (lang === current) return;
    await setLanguage(lang);
    await onChosen?.(lang);
    // Content comes in the reader's language: read it again, except a survey form being answered (its edits would be lost).
    void queryClient.invalidateQueries({
      predicate: (query) => !(query.queryKey[0] === 'survey-forms' && query.queryKey[1] === 'form'),
    });
  };

  const onMenuKey = (e: React.KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const entries = Array.from(ref.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []);
    const index = entries.indexOf(document.activeElement as HTMLElement);
    entries[(index + (e.key === 'ArrowDown' ? 1 : -1) + entries.length) % entries.length]?.focus();
  };

  return (
    <div className="language-menu" ref={ref}>
      <button
        type="button"
        className="language-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        // The name starts with the visible code, so speech input ("click EN") finds the button.
        aria-label={`${current.toUpperCase()} – ${t('language.menu', { language: LANGUAGE_NAMES[current] })}`}
        onClick={() => setOpen((o) => !o)}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
          <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.3" />
          <path
            d="M1.5 8h13M8 1.5c-2.2 2-2.2 11 0 13M8 1.5c2.2 2 2.2 11 0 13"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.1"
          />
        </svg>
        <span className="language-code">{current.toUpperCase()}</span>
      </button>
      {open && (
        <ul
          className="profile-menu language-list"
          role="menu"
          id={menuId}
          aria-label={t('language.label')}
          onKeyDown={onMenuKey}
        >
          {LANGUAGES.map((lang) => (
            <li role="none" key={lang}>
              <button
                type="button"
                role="menuitemradio"
                aria-checked={lang === current}
                lang={lang}
                className="menu-item"
                onClick={() => void choose(lang)}
              >
                <span className="language-check" aria-hidden="true">
                  {lang === current ? '✓' : ''}
                </span>
                {LANGUAGE_NAMES[lang]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
