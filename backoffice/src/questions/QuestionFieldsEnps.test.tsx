import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Form, SaveButton } from 'react-admin';
import { CUSTOM_TYPES } from '@portal/contracts';
import { QuestionFields } from './QuestionFields';

function renderForm(defaultValues: Record<string, unknown>) {
  const onSubmit = vi.fn();
  render(
    <AdminContext>
      <Form
        defaultValues={{ RadioButtonOptions: [], CheckBoxOptions: [], MaxLength: 200, ...defaultValues }}
        onSubmit={onSubmit}
      >
        <QuestionFields types={CUSTOM_TYPES} ratingOptions={false} />
        <SaveButton label="Save" alwaysEnable />
      </Form>
    </AdminContext>,
  );
  return onSubmit;
}

const combo = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });

describe('the eNPS question type in the custom question form', () => {
  it('is offered in the Other area, asks for no options or length, and is submitted as Enps', async () => {
    const onSubmit = renderForm({ Area: 'Other', Type: 'Textbox', Title: 'Recommend?', Description: '0-10' });
    fireEvent.mouseDown(combo('Question Type'));
    const listbox = await screen.findByRole('listbox');
    fireEvent.click(within(listbox).getByRole('option', { name: 'eNPS (0–10, would recommend as a place to work)' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.queryByRole('spinbutton', { name: /Max Length/ })).toBeNull();
    expect(screen.queryAllByRole('textbox', { name: /Option/ })).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ Area: 'Other', Type: 'Enps' });
  });

  it('gives way to Rating when the area is one of the four result areas', async () => {
    renderForm({ Area: 'Other', Type: 'Enps' });
    fireEvent.mouseDown(combo('Area'));
    const listbox = await screen.findByRole('listbox');
    fireEvent.click(within(listbox).getByRole('option', { name: 'Culture' }));
    await waitFor(() => expect(combo('Question Type').textContent).toContain('Rating'));
    expect(combo('Question Type').getAttribute('aria-disabled')).toBe('true');
  });
});
