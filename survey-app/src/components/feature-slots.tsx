import { createContext, useContext, type ReactNode } from 'react';
import type { ResultArea } from '@portal/contracts';

/** What an "Act on this" button starts an action from: a result the customer admin is looking at. */
export interface ActTarget {
  origin: 'Item' | 'Area' | 'RoadmapStep' | 'Finding';
  /** The prefilled title. */
  title: string;
  /** Library rating questions it aims at (never a custom question: a trend cannot follow one across rounds). */
  questionIds?: number[];
  areas?: ResultArea[];
  /** The button's short label, for a table's narrow column. */
  short?: boolean;
}

/**
 * Pieces one feature shows inside another's screens. Features never import each other, so the app's routes (which
 * see every feature) fill these in; a screen renders a slot where it belongs and nothing when the route left it out
 * (a role that may not use it, a test of the screen alone).
 */
export interface FeatureSlots {
  /** The insights' Actions tab. */
  actionsTab?: (inquiryId: string) => ReactNode;
  /** An "Act on this" button beside an insight. */
  actOnThis?: (target: ActTarget) => ReactNode;
  /** "You said, we did": the actions shared with the respondents of these rounds. */
  sharedActions?: (inquiryIds: number[]) => ReactNode;
}

const SlotsContext = createContext<FeatureSlots>({});

export function FeatureSlotsProvider({ slots, children }: { slots: FeatureSlots; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

export function useFeatureSlots(): FeatureSlots {
  return useContext(SlotsContext);
}

/** The "Act on this" button for a target, when the route offers one. */
export function ActOnThisSlot({ target }: { target: ActTarget }) {
  const { actOnThis } = useFeatureSlots();
  return <>{actOnThis?.(target) ?? null}</>;
}

/** The shared-actions panel for these rounds, when the route offers one. */
export function SharedActionsSlot({ inquiryIds }: { inquiryIds: number[] }) {
  const { sharedActions } = useFeatureSlots();
  return <>{inquiryIds.length > 0 ? (sharedActions?.(inquiryIds) ?? null) : null}</>;
}
