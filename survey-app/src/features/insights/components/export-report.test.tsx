import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/toaster';
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

describe('ExportReport, the report built as a job', () => {
  /** The call answers 202 with the job; each read of the job answers `state` as it is then. */
  let state: Record<string, unknown>;
  let calls: { url: string; prefer?: string }[];
  beforeEach(() => {
    state = { Status: 'Running', Progress: 0, Result: null, Error: null };
    calls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, prefer: (init.headers as Record<string, string>).Prefer });
        const started = url.includes('/PDFReport/');
        return jsonResponse(
          { Id: 'job-9', ...(started ? { Status: 'Running', Progress: 0 } : state) },
          started ? 202 : 200,
        );
      }),
    );
  });

  it('asks for a job once on a double click, shows its progress under the disabled button, then offers the link', async () => {
    render(<ExportReport inquiryId="5" />);
    const button = screen.getByRole('button', { name: 'Export Data' });
    fireEvent.click(button);
    fireEvent.click(button);
    const busy = screen.getByRole('button', { name: 'Exporting…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    const waiting = await screen.findByRole('progressbar', { name: 'Preparation progress' });
    expect(waiting.hasAttribute('value')).toBe(false);
    state = { Status: 'Running', Progress: 0.4, Result: null, Error: null };
    expect(await screen.findByText('40 % prepared', {}, { timeout: 5000 })).toBeTruthy();
    expect((screen.getByRole('progressbar', { name: 'Preparation progress' }) as HTMLProgressElement).value).toBe(40);
    expect(busy.disabled).toBe(true);
    state = { Status: 'Done', Progress: 1, Result: { DocPath: '/api/files/abc/report.pdf' }, Error: null };
    const link = await screen.findByRole('link', { name: 'Open report (PDF)' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/api/files/abc/report.pdf`);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(calls.filter((c) => c.url.includes('/PDFReport/'))).toEqual([
      { url: '/api/PDFReport/ExportData/5', prefer: 'respond-async' },
    ]);
    expect(calls.slice(1).every((c) => c.url === '/api/Jobs/job-9')).toBe(true);
  });

  it("shows a failed job's error as the call's own toast and comes back to Export Data", async () => {
    state = {
      Status: 'Failed',
      Progress: 0.4,
      Result: null,
      Error: { status: 500, title: 'Report failed', errorMessage: ['The report could not be drawn.'] },
    };
    render(
      <>
        <Toaster />
        <ExportReport inquiryId="5" />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export Data' }));
    expect(await screen.findByText('The report could not be drawn.', {}, { timeout: 5000 })).toBeTruthy();
    expect(((await screen.findByRole('button', { name: 'Export Data' })) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('stops reading the job when the page is left', async () => {
    const { unmount } = render(<ExportReport inquiryId="5" />);
    fireEvent.click(screen.getByRole('button', { name: 'Export Data' }));
    await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    unmount();
    const readsWhenLeft = calls.length;
    // Longer than the next two pauses between reads together.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(calls).toHaveLength(readsWhenLeft);
  });
});
