import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { RespondentSource } from './RespondentSource';

describe('RespondentSource', () => {
  it('flags an open-link respondent as unverified, with why on hover and focus', async () => {
    render(<RespondentSource unverified />);
    const chip = screen.getByText('Unverified (open link)');
    fireEvent.mouseOver(chip);
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    expect(screen.getByText(/any group the person declared is unchecked/)).toBeTruthy();
  });

  it('says an invited respondent came by invitation', () => {
    render(<RespondentSource unverified={false} />);
    expect(screen.getByText('Invitation')).toBeTruthy();
    expect(screen.queryByText('Unverified (open link)')).toBeNull();
  });
});
