import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Form, SaveButton } from 'react-admin';
import { QuestionFields } from './QuestionFields';
import { DIAGNOSTIC_TYPES, CUSTOM_TYPES } from '@portal/contracts';

function renderForm(defaultValues: Record<string, unknown>, props: Partial<Parameters<typeof QuestionFields>[0]> = {}) {
  const onSubmit = vi.fn();
  render(
    <AdminContext>
      <Form
        defaultValues={{ RadioButtonOptions: [], CheckBoxOptions: [], MaxLength: 200, ...defaultValues }}
        onSubmit={onSubmit}
      >
        <QuestionFields types={DIAGNOSTIC_TYPES} {...props} />
        <SaveButton label="Save" alwaysEnable />
      </Form>
    </AdminContext>,
  );
  return onSubmit;
}

const combo = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
async function choose(name: string, option: string) {
  fireEvent.mouseDown(combo(name));
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe('QuestionFields area/type rules', () => {
  it('forces Rating and locks the type when the area is not Other', async () => {
    renderForm({ Area: 'Other', Type: 'Textbox' });
    expect(combo('Question Type').getAttribute('aria-disabled')).not.toBe('true');
    expect(screen.getByRole('spinbutton', { name: /Max Length/ })).toBeTruthy();
    await choose('Area', 'People');
    await waitFor(() => expect(combo('Question Type').textContent).toContain('Rating'));
    expect(combo('Question Type').getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('spinbutton', { name: /Max Length/ })).toBeNull();
    expect(screen.getByRole('group', { name: 'Rating Options' })).toBeTruthy();
  });

  it('submits the forced Rating type and its options (a locked field keeps its value)', async () => {
    const onSubmit = renderForm({ Area: 'Other', Type: '', Title: 'T', Description: 'D' });
    await choose('Area', 'Culture');
    fireEvent.click(screen.getByRole('button', { name: 'Add Option' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Option 1' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ Area: 'Culture', Type: 'Rating', RadioButtonOptions: ['1'] });
  });

  it('clears the options when the type changes', async () => {
    renderForm({ Area: 'Other', Type: 'Checkbox', CheckBoxOptions: ['Yes', 'No'] });
    expect(screen.getAllByRole('textbox', { name: /Option/ })).toHaveLength(2);
    await choose('Question Type', 'Rating');
    expect(screen.queryAllByRole('textbox', { name: /Option/ })).toHaveLength(0);
    await choose('Question Type', 'Checkbox');
    expect(screen.queryAllByRole('textbox', { name: /Option/ })).toHaveLength(0);
  });

  it('shows the required messages only after the first save attempt', async () => {
    const onSubmit = renderForm({});
    expect(screen.queryByText('This field is mandatory')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(screen.getAllByText('This field is mandatory').length).toBeGreaterThanOrEqual(4));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears the required message of the type it fills in and locks', async () => {
    renderForm({});
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    const typeField = () => combo('Question Type').closest('.MuiFormControl-root') as HTMLElement;
    await waitFor(() => expect(within(typeField()).queryByText('This field is mandatory')).toBeTruthy());
    await choose('Area', 'People');
    await waitFor(() => expect(combo('Question Type').textContent).toContain('Rating'));
    await waitFor(() => expect(within(typeField()).queryByText('This field is mandatory')).toBeNull());
  });

  it('blocks saving an invalid rating option with the spec message', async () => {
    const onSubmit = renderForm({
      Area: 'People',
      Type: 'Rating',
      Title: 'T',
      Description: 'D',
      RadioButtonOptions: ['1', 'a'],
    });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await screen.findByText('Failure: Remove Invalid rating option a to proceed');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('on review locks the area with the notice unless the type is Rating', async () => {
    renderForm({ Area: 'Other', Type: 'Textbox', Title: 'T', Description: 'D' }, { types: CUSTOM_TYPES, review: true });
    expect(screen.getByText('Note: Can not change the area due to the Textbox question type')).toBeTruthy();
    expect(combo('Area').getAttribute('aria-disabled')).toBe('true');
    expect(combo('Question Type').getAttribute('aria-disabled')).toBe('true');
  });

  it('on review lets the area of a Rating question change', () => {
    renderForm({ Area: 'People', Type: 'Rating', RadioButtonOptions: ['1'] }, { types: CUSTOM_TYPES, review: true });
    expect(screen.queryByText(/Note: Can not change the area/)).toBeNull();
    expect(combo('Area').getAttribute('aria-disabled')).not.toBe('true');
  });
});
