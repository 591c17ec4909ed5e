import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, t } from './i18n';
import { Trans } from './trans';

describe('Trans', () => {
  it('draws the markup of a catalogue text as the given elements, with values and plural forms', () => {
    const { container } = render(
      <Trans i18nKey="anonymity.needed" count={1} values={{ count: 1, min: 5 }} components={{ strong: <strong /> }} />,
    );
    expect(container.innerHTML).toBe('· <strong>1</strong> more is needed to reach <strong>5</strong>');
  });

  it('shows a tag without an element as its content and follows a language switch', async () => {
    const { container } = render(<Trans i18nKey="signup.mailed" values={{ email: 'a@b.test' }} />);
    expect(container.textContent).toBe(t('signup.mailed', { email: 'a@b.test' }).replace(/<\/?strong>/g, ''));
    expect(container.querySelector('strong')).toBeNull();
    const english = container.textContent;
    await i18n.changeLanguage('fr');
    await waitFor(() => expect(container.textContent).not.toBe(english));
    expect(container.textContent).toContain('a@b.test');
  });
});

describe('t', () => {
  it('answers the key itself for a text no catalogue has', async () => {
    await i18n.changeLanguage('de');
    expect(t('no.such.key')).toBe('no.such.key');
    expect(i18n.language).toBe('de');
  });
});
