import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AdminContext, Form, type DataProvider } from 'react-admin';
import { RoadmapInputs } from './roadmapForm';

describe('RoadmapInputs', { timeout: 60_000 }, () => {
  it('groups each step’s Title, Brief Description and Detail under a "Step n" fieldset', async () => {
    const dataProvider = { getList: vi.fn(async () => ({ data: [], total: 0 })) } as unknown as DataProvider;
    render(
      <AdminContext dataProvider={dataProvider}>
        <Form onSubmit={vi.fn()}>
          <RoadmapInputs />
        </Form>
      </AdminContext>,
    );
    for (const step of [1, 2, 3]) {
      const group = await screen.findByRole('group', { name: `Step ${step}` });
      expect(group.tagName).toBe('FIELDSET');
      expect(within(group).getByRole('textbox', { name: /^Title/ })).toBeTruthy();
      expect(within(group).getByRole('textbox', { name: /^Brief Description/ })).toBeTruthy();
      expect(within(group).getByRole('textbox', { name: /^Detail/ })).toBeTruthy();
    }
    expect(screen.getAllByRole('textbox', { name: /^Title/ })).toHaveLength(3);
  });
});
