import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { InquiryCard } from './InquiryCard';

describe('InquiryCard', () => {
  it('cuts the name at 15 and the type at 10 characters and keeps View Results off below 100 %', () => {
    render(<InquiryCard inquiry={{ id: 1, Description: 'Annual organisational health', InquiryTypeName: 'Organisational Health', Progress: 90 }} insightsBase="/superAdmin/dashboard/view-insights" />);
    expect(screen.getByText('Annual organisa...')).toBeTruthy();
    expect(screen.getByText('Organisati...')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'View Results' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('enables View Results at 100 %', () => {
    render(<InquiryCard inquiry={{ id: 1, Description: 'Short', InquiryTypeName: 'Type', Progress: 100 }} insightsBase="/x" />);
    expect((screen.getByRole('button', { name: 'View Results' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
