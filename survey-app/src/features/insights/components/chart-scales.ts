import { RATING_AXIS } from '@portal/contracts';

/** The value axis of every chart of ratings: the scale 1-5 with a tick per point, never from 0. */
export const ratingAxis = () => ({ min: RATING_AXIS.min, max: RATING_AXIS.max, ticks: { stepSize: 1 } }) as const;

/** Bars on a 1-5 axis grow from 1: a mean of exactly 1.00 still shows a sliver, not nothing (which reads "no answers"). */
export const MIN_BAR_LENGTH = 2;
