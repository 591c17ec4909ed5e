import { lazy } from 'react';

export const RoadmapList = lazy(() => import('./RoadmapList').then((m) => ({ default: m.RoadmapList })));
export const RoadmapCreate = lazy(() => import('./RoadmapCreate').then((m) => ({ default: m.RoadmapCreate })));
export const RoadmapEdit = lazy(() => import('./RoadmapEdit').then((m) => ({ default: m.RoadmapEdit })));
export const RoadmapShow = lazy(() => import('./RoadmapShow').then((m) => ({ default: m.RoadmapShow })));
