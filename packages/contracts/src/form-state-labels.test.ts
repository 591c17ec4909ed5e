import { describe, expect, it } from 'vitest';
import { FORM_STATE_LABELS } from './form-state-labels';
import { FORM_STATES } from './survey-form';

describe('FORM_STATE_LABELS', () => {
  it('names every form state once', () => {
    expect(Object.keys(FORM_STATE_LABELS).sort()).toEqual([...FORM_STATES].sort());
    expect(FORM_STATE_LABELS.saveasdraft).toBe('Saved as Draft');
  });
});
