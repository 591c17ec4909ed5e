import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { InquiryCard } from './InquiryCard';

describe('InquiryCard', () => {
  it('cuts the name at 15 and the type at 10 characters and keeps View Results off below 100 %', () => {
    render(<InquiryCard inquiry={{ id: 1, Description: 'Annual organisational health', InquiryTypeName: 'Organisational Health', Progress: 90 }} insights="/superAdmin/dashboard/view-insights/1/overview" />);
    expect(screen.getByText('Annual organisa...')).toBeTruthy();
    expect(screen.getByText('Organisati...')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'View Results' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('enables View Results at 100 %', () => {
    render(<InquiryCard inquiry={{ id: 1, Description: 'Short', InquiryTypeName: 'Type', Progress: 100 }} insights="/x" />);
    expect((screen.getByRole('button', { name: 'View Results' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('leaves for the insights overview it is given', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    render(<InquiryCard inquiry={{ id: 1, Description: 'Short', InquiryTypeName: 'Type', Progress: 100 }} insights="/customerAdmin/dashboard/view-insights/1/overview" />);
    fireEvent.click(screen.getByRole('button', { name: 'View Results' }));
    expect(assign).toHaveBeenCalledWith('/customerAdmin/dashboard/view-insights/1/overview');
    vi.unstubAllGlobals();
  });
});
