export const ROADMAPS = '/manage-roadmap';
export const STEPS = [1, 2, 3] as const;
export const stepField = (step: number, part: 'RoadmapTitle' | 'BriefDescription' | 'RoadmapDetail') =>
  `Step${step}_${part}`;
