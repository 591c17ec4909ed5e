import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, Form } from 'react-admin';
import { OptionsEditor } from './OptionsEditor';
import { TOO_MANY_OPTIONS } from '@portal/contracts';

const renderEditor = (options: string[]) =>
  render(
    <AdminContext>
      <Form defaultValues={{ RadioButtonOptions: options }} onSubmit={() => undefined}>
        <OptionsEditor source="RadioButtonOptions" label="Rating Options" numeric />
      </Form>
    </AdminContext>,
  );

const addButton = () => screen.getByRole('button', { name: 'Add Option' }) as HTMLButtonElement;
const optionInputs = () => screen.queryAllByRole('textbox') as HTMLInputElement[];

describe('OptionsEditor', () => {
  it('adds an empty option and disables Add while the last option is empty', async () => {
    renderEditor([]);
    expect(addButton().disabled).toBe(false);
    fireEvent.click(addButton());
    expect(optionInputs()).toHaveLength(1);
    expect(addButton().disabled).toBe(true);
    fireEvent.change(optionInputs()[0], { target: { value: '1' } });
    expect(addButton().disabled).toBe(false);
  });

  it('stops at 6 options with the message', async () => {
    renderEditor(['1', '2', '3', '4', '5']);
    expect(screen.queryByText(TOO_MANY_OPTIONS)).toBeNull();
    fireEvent.click(addButton());
    fireEvent.change(optionInputs()[5], { target: { value: '6' } });
    expect(optionInputs()).toHaveLength(6);
    expect(addButton().disabled).toBe(true);
    expect(screen.getByText(TOO_MANY_OPTIONS)).toBeTruthy();
  });

  it('removes one option or all of them', async () => {
    renderEditor(['1', '2', '3']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove option 2' }));
    expect(optionInputs().map((i) => i.value)).toEqual(['1', '3']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove All' }));
    expect(optionInputs()).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Remove All' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
