import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadProgress } from './upload-progress';

describe('UploadProgress', () => {
  it('shows the share sent as a named bar and a percentage, then that the server is storing the documents', () => {
    const { rerender } = render(<UploadProgress fraction={0.426} />);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' }) as HTMLProgressElement;
    expect(bar.value).toBe(43);
    expect(screen.getByText('Uploading documents… 43 %')).toBeTruthy();
    rerender(<UploadProgress fraction={1} />);
    expect(screen.getByText('Sent: the server is storing the documents…')).toBeTruthy();
  });
});
