import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/toaster';
import { jsonResponse } from '../../../test/render';
import { CustomerDownloads } from './customer-downloads';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CustomerDownloads', () => {
  it.each([
    ['Download PDF', '/CustomerReport/Pdf/5', '/api/files/9/report.pdf'],
    ['Download figures (Excel)', '/CustomerReport/Figures/5', '/api/files/10/figures.xlsx'],
  ])(
    '%s: a double click sends one request, the button is busy meanwhile, then the file is saved',
    async (label, path, link) => {
      let answer!: (r: Response) => void;
      const fetchMock = vi.fn((_url: string) => new Promise<Response>((resolve) => (answer = resolve)));
      vi.stubGlobal('fetch', fetchMock);
      const clicked: HTMLAnchorElement[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });
      render(<CustomerDownloads inquiryId="5" />);
      const button = screen.getByRole('button', { name: label });
      fireEvent.click(button);
      fireEvent.click(button);
      const busy = screen.getByRole('button', { name: 'Preparing…' }) as HTMLButtonElement;
      expect(busy.disabled).toBe(true);
      expect(busy.getAttribute('aria-busy')).toBe('true');
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(String(fetchMock.mock.calls[0][0])).toContain(path);
      answer(jsonResponse({ DocPath: link }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(clicked[0].href).toBe(`${window.location.origin}${link}`);
      expect(clicked[0].hasAttribute('download')).toBe(true);
      expect(await screen.findByRole('button', { name: label })).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe('The download has started.');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    },
  );

  it('shows the refusal as an error toast and offers the button again, saving nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          {
            status: 409,
            title: 'Results not published',
            errorMessage: ['The results of this inquiry are not published yet.'],
          },
          409,
        ),
      ),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(
      <>
        <Toaster />
        <CustomerDownloads inquiryId="5" />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Results not published')).toBeTruthy();
    expect(screen.getByText('The results of this inquiry are not published yet.')).toBeTruthy();
    expect(((await screen.findByRole('button', { name: 'Download PDF' })) as HTMLButtonElement).disabled).toBe(false);
    expect(click).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('CustomerDownloads, files prepared as jobs', () => {
  /** Each call answers 202 with its job; each read of a job answers its state as it is then. */
  let jobs: Record<string, Record<string, unknown>>;
  let calls: { url: string; prefer?: string }[];
  beforeEach(() => {
    jobs = {};
    calls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, prefer: (init.headers as Record<string, string>).Prefer });
        const kind = /\/CustomerReport\/(\w+)\//.exec(url)?.[1];
        if (kind) return jsonResponse({ Id: kind, Status: 'Running', Progress: 0, Result: null, Error: null }, 202);
        const id = url.split('/').at(-1)!;
        return jsonResponse({ Id: id, ...jobs[id] });
      }),
    );
  });

  it('starts one job on a double click, shows its progress with the button busy, then saves the file', async () => {
    jobs.Pdf = { Status: 'Running', Progress: 0.25, Result: null, Error: null };
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    render(<CustomerDownloads inquiryId="5" />);
    const button = screen.getByRole('button', { name: 'Download PDF' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('25 % prepared', {}, { timeout: 5000 })).toBeTruthy();
    expect((screen.getByRole('progressbar', { name: 'Preparation progress' }) as HTMLProgressElement).value).toBe(25);
    const busy = screen.getByRole('button', { name: 'Preparing…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    // The other download waits: a double click's second click that the moving label puts on it starts nothing.
    const other = screen.getByRole('button', { name: 'Download figures (Excel)' }) as HTMLButtonElement;
    expect(other.disabled).toBe(true);
    fireEvent.click(other);
    expect(clicked).toHaveLength(0);
    jobs.Pdf = { Status: 'Done', Progress: 1, Result: { DocPath: '/api/files/9/report.pdf' }, Error: null };
    await waitFor(() => expect(clicked).toHaveLength(1), { timeout: 5000 });
    expect(clicked[0].href).toBe(`${window.location.origin}/api/files/9/report.pdf`);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('The download has started.');
    expect(calls.filter((c) => c.url.includes('/CustomerReport/'))).toEqual([
      { url: '/api/CustomerReport/Pdf/5', prefer: 'respond-async' },
    ]);
  });

  it("shows a failed job's refusal as the error toast and offers the button again, saving nothing", async () => {
    jobs.Figures = {
      Status: 'Failed',
      Progress: 0,
      Result: null,
      Error: {
        status: 409,
        title: 'Results not published',
        errorMessage: ['The results of this inquiry are not published yet.'],
      },
    };
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(
      <>
        <Toaster />
        <CustomerDownloads inquiryId="5" />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download figures (Excel)' }));
    expect(await screen.findByText('Results not published', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('The results of this inquiry are not published yet.')).toBeTruthy();
    const again = (await screen.findByRole('button', { name: 'Download figures (Excel)' })) as HTMLButtonElement;
    expect(again.disabled).toBe(false);
    expect(click).not.toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
