import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { PageHeader } from './PageHeader';
import { i18nProvider, tr } from '../i18n/i18nProvider';

describe('PageHeader document title', () => {
  it('names the browser tab after each page, and follows a move to another page', async () => {
    render(
      <MemoryRouter initialEntries={['/types']}>
        <Routes>
          <Route
            path="/types"
            element={
              <>
                <PageHeader title="Inquiry Type Management" />
                <Link to="/roadmaps">next</Link>
              </>
            }
          />
          <Route path="/roadmaps" element={<PageHeader title="Roadmap Management" />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(document.title).toBe('Inquiry Type Management – Diagnostic Portal – Administration');
    fireEvent.click(screen.getByText('next'));
    expect(document.title).toBe('Roadmap Management – Diagnostic Portal – Administration');
  });

  it('names it in the interface language', async () => {
    await act(() => i18nProvider.changeLocale('fr'));
    // The caller reads its heading by key, in the interface language.
    render(
      <MemoryRouter>
        <PageHeader title={tr('portal.ui.roadmapManagement')} />
      </MemoryRouter>,
    );
    expect(document.title).toMatch(/ – Portail de diagnostic – Administration$/);
    expect(document.title).not.toContain('Roadmap Management');
  });
});
