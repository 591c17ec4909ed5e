import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { FirstRunChecklist, type SetupInquiry } from './FirstRunChecklist';

const IN_SETUP: SetupInquiry = { Id: 9, InquiryTypeId: 1, Progress: 20, RespondentsAdded: false, Status: 'Open' };

function renderChecklist(inquiries: SetupInquiry[]) {
  render(
    <MemoryRouter initialEntries={['/customerAdmin/dashboard']}>
      <AdminContext basename="/customerAdmin">
        <FirstRunChecklist profileDone inquiries={inquiries} />
      </AdminContext>
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Get started' });
}

describe('FirstRunChecklist', { timeout: 30_000 }, () => {
  it('sits centred under the empty dashboard’s text', () => {
    const style = getComputedStyle(renderChecklist([]));
    expect(style.maxWidth).toBe('480px');
    expect(style.marginLeft).toBe('auto');
  });

  it('fills its own card above the inquiries, from its left edge and without a gap above', () => {
    const style = getComputedStyle(renderChecklist([IN_SETUP]));
    expect(style.maxWidth).not.toBe('480px');
    expect(style.marginLeft).not.toBe('auto');
    expect(style.marginTop).not.toBe('24px');
    expect(screen.getByRole('link', { name: 'Add respondents' })).toBeTruthy();
  });
});
