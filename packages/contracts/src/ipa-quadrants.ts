/**
 * The four quadrants of the importance-performance analysis, in the order they are drawn and
 * listed: importance up, performance across, split at the crosshair.
 */
export const QUADRANTS = ['Concentrate here', 'Keep up the good work', 'Low priority', 'Possible overkill'] as const;
export type Quadrant = (typeof QUADRANTS)[number];
