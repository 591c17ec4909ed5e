import type { ReactNode } from 'react';

// Read by screen readers, not shown: the clip pattern, as MUI's visuallyHidden (display:none would hide it from both).
const HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** Text for assistive technology only, e.g. the name of a table column whose cells are buttons or links. */
export const VisuallyHidden = ({ children }: { children: ReactNode }) => <span style={HIDDEN}>{children}</span>;
