import { describe, expect, it } from 'vitest';
import { readableApiError, readableApiLine, TRANSPORT_TITLE_SENTENCES, withoutWireField } from './api-error-display';

const same = (english: string) => english;
const french: Record<string, string> = {
  'CurrentPassword: The current password is incorrect': 'Le mot de passe actuel est incorrect',
  'The link has expired': 'Le lien a expiré',
  [TRANSPORT_TITLE_SENTENCES['Unsupported Media Type']]:
    'Ce type de fichier ou de contenu ne peut pas être envoyé ici.',
};
const toFrench = (english: string) => french[english] ?? english;

describe('readable API errors', () => {
  it('drops the wire field name of a line, and only a wire field name', () => {
    expect(withoutWireField('CurrentPassword: The current password is incorrect')).toBe(
      'The current password is incorrect',
    );
    expect(withoutWireField('Token: The link has expired')).toBe('The link has expired');
    expect(withoutWireField('Options[2]: must not be empty')).toBe('must not be empty');
    expect(withoutWireField('Steps.Title: is required')).toBe('is required');
    expect(withoutWireField('by: Department is too fine to group answers by: 9 of its 10 values are small')).toBe(
      'Department is too fine to group answers by: 9 of its 10 values are small',
    );
    expect(withoutWireField('pageSize: Must be a number')).toBe('Must be a number');
    expect(withoutWireField('The link has expired: ask for a new one')).toBe('The link has expired: ask for a new one');
    expect(withoutWireField('Please upload the correct file.')).toBe('Please upload the correct file.');
    expect(withoutWireField('Le délai : 5 minutes')).toBe('Le délai : 5 minutes');
  });

  it('translates a known whole line or its message, and never shows the prefix', () => {
    expect(readableApiLine('CurrentPassword: The current password is incorrect', same)).toBe(
      'The current password is incorrect',
    );
    expect(readableApiLine('CurrentPassword: The current password is incorrect', toFrench)).toBe(
      'Le mot de passe actuel est incorrect',
    );
    expect(readableApiLine('Token: The link has expired', toFrench)).toBe('Le lien a expiré');
    expect(readableApiLine('Token: Unknown text', toFrench)).toBe('Unknown text');
  });

  it('turns transport titles into sentences and keeps other titles', () => {
    expect(
      readableApiError({ title: 'Unsupported Media Type', errorMessage: ['Please upload the correct file.'] }, same),
    ).toEqual({
      title: 'This kind of file or content cannot be sent here.',
      lines: ['Please upload the correct file.'],
    });
    expect(readableApiError({ title: 'Unsupported Media Type', errorMessage: [] }, toFrench).title).toBe(
      'Ce type de fichier ou de contenu ne peut pas être envoyé ici.',
    );
    expect(readableApiError({ title: 'Payload Too Large' }, same).title).toBe('What was sent is too large.');
    expect(readableApiError({ title: 'Conflict', errorMessage: ['Expired', ''] }, same)).toEqual({
      title: 'Conflict',
      lines: ['Expired'],
    });
  });
});
