import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { InquiryCard } from './InquiryCard';

describe('InquiryCard', () => {
  it('cuts the name at 15 and the type at 10 characters and keeps View Results off below 100 %', () => {
    render(
      <InquiryCard
        inquiry={{
          id: 1,
          Description: 'Annual organisational health',
          InquiryTypeName: 'Organisational Health',
          Progress: 90,
        }}
        insights="/superAdmin/dashboard/view-insights/1/overview"
      />,
    );
    expect(screen.getByText('Annual organisa...')).toBeTruthy();
    expect(screen.getByText('Organisati...')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'View Results' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('enables View Results at 100 %', () => {
    render(
      <InquiryCard inquiry={{ id: 1, Description: 'Short', InquiryTypeName: 'Type', Progress: 100 }} insights="/x" />,
    );
    expect((screen.getByRole('button', { name: 'View Results' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('leaves for the insights overview it is given', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    render(
      <InquiryCard
        inquiry={{ id: 1, Description: 'Short', InquiryTypeName: 'Type', Progress: 100 }}
        insights="/customerAdmin/dashboard/view-insights/1/overview"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'View Results' }));
    expect(assign).toHaveBeenCalledWith('/customerAdmin/dashboard/view-insights/1/overview');
    vi.unstubAllGlobals();
  });

  const DAY = 24 * 60 * 60 * 1000;
  const base = { id: 2, Description: 'Pulse', InquiryTypeName: 'Type', Progress: 45, Status: 'Open' as const };

  it('shows the responses as completed / invited, the status and the days left', () => {
    render(
      <InquiryCard
        inquiry={{
          ...base,
          CompletedForms: 3,
          Participants: 8,
          ExpiryDate: new Date(Date.now() + 4.5 * DAY).toISOString(),
          IsExpired: false,
        }}
        insights="/x"
      />,
    );
    expect(screen.getByText('3 / 8 completed')).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.getByText('5 days left')).toBeTruthy();
  });

  it('says one day left in the singular, Expired once expired, and nothing without an expiry date', () => {
    const { unmount } = render(
      <InquiryCard
        inquiry={{ ...base, ExpiryDate: new Date(Date.now() + DAY / 2).toISOString(), IsExpired: false }}
        insights="/x"
      />,
    );
    expect(screen.getByText('1 day left')).toBeTruthy();
    unmount();
    const expired = render(
      <InquiryCard
        inquiry={{ ...base, ExpiryDate: new Date(Date.now() - DAY).toISOString(), IsExpired: true }}
        insights="/x"
      />,
    );
    expect(screen.getByText('Expired')).toBeTruthy();
    expired.unmount();
    const noDate = render(<InquiryCard inquiry={{ ...base, ExpiryDate: null, IsExpired: false }} insights="/x" />);
    expect(screen.queryByText(/days? left|Expired/)).toBeNull();
    noDate.unmount();
    // Published: answers are closed, so no countdown either.
    render(
      <InquiryCard
        inquiry={{
          ...base,
          Status: 'Published',
          ExpiryDate: new Date(Date.now() + 4.5 * DAY).toISOString(),
          IsExpired: false,
        }}
        insights="/x"
      />,
    );
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.queryByText(/days? left|Expired/)).toBeNull();
  });

  it('says under a disabled View Results why it is off, for the customer and for the operator', () => {
    const { unmount } = render(<InquiryCard inquiry={base} insights="/x" />);
    const button = screen.getByRole('button', { name: 'View Results' });
    const why = screen.getByText('Results appear once the operator publishes them.');
    expect(button.getAttribute('aria-describedby')).toBe(why.id);
    unmount();
    render(<InquiryCard inquiry={base} insights="/x" operatorView />);
    expect(screen.getByText('Results can be viewed once you publish them.')).toBeTruthy();
  });

  it('gives no reason once the results can be viewed', () => {
    render(<InquiryCard inquiry={{ ...base, Progress: 100 }} insights="/x" />);
    expect(screen.queryByText(/Results (appear|can be viewed)/)).toBeNull();
    expect(screen.getByRole('button', { name: 'View Results' }).getAttribute('aria-describedby')).toBeNull();
  });
});
