import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render';
import { ExportReport } from './export-report';

afterEach(() => vi.unstubAllGlobals());

describe('ExportReport', () => {
  it('prepares the report without opening a tab, then offers a link to it that takes the focus', async () => {
    let answer!: (r: Response) => void;
    const fetchMock = vi.fn((_url: string) => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const open = vi.fn();
    vi.stubGlobal('open', open);
    render(<ExportReport inquiryId="5" />);
    fireEvent.click(screen.getByRole('button', { name: 'Export Data' }));
    expect((screen.getByRole('button', { name: 'Exporting…' }) as HTMLButtonElement).disabled).toBe(true);
    expect(String(fetchMock.mock.calls[0][0])).toContain('/PDFReport/ExportData/5');
    answer(jsonResponse({ DocPath: '/api/files/abc/report.pdf' }));
    const link = await screen.findByRole('link', { name: 'Open report (PDF)' });
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/api/files/abc/report.pdf`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    await waitFor(() => expect(document.activeElement).toBe(link));
    expect(screen.getByRole('status').textContent).toContain('The report is ready');
    expect(open).not.toHaveBeenCalled();
  });

  it('comes back to Export Data when the report cannot be built, with no tab left open', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ status: 500, title: 'Internal Server Error', errorMessage: [] }, 500)),
    );
    const open = vi.fn();
    vi.stubGlobal('open', open);
    render(<ExportReport inquiryId="5" />);
    fireEvent.click(screen.getByRole('button', { name: 'Export Data' }));
    expect(await screen.findByRole('button', { name: 'Export Data' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });
});
