import { lazy } from 'react';

export const CommentsRelease = lazy(() => import('./CommentsRelease').then((m) => ({ default: m.CommentsRelease })));
