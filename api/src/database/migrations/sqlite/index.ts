import { InitialSchema1795326173672 } from './1795326173672-initial-schema';
import { AnswerIndexes1795331149435 } from './1795331149435-answer-indexes';

/** Applied in this order. */
export const SQLITE_MIGRATIONS: Function[] = [
  InitialSchema1795326173672,
  AnswerIndexes1795331149435,
];
