import type { TFunction } from '../../../lib/i18n/translate';

/**
 * How a reported group reads on every insight screen. A rolled-up group (the contract's RolledUp, whose Members are
 * the directory values it holds together) reads "Other (HR, Legal)", translated; the group of the people invited
 * without a value reads "No value". Structural, so the segments list and the heatmap's columns share it.
 */
export interface GroupNaming {
  Value: string;
  NoValue?: boolean;
  RolledUp?: boolean;
  Members?: string[];
}

export function groupLabel(t: TFunction, group: GroupNaming): string {
  const valueName = (value: string) => (value === '' ? t('heatmap.noValue') : value);
  if (group.RolledUp) return t('groups.other', { members: (group.Members ?? []).map(valueName).join(', ') });
  return group.NoValue ? t('heatmap.noValue') : valueName(group.Value);
}

/** A figure withheld for resting on too few answers (the contract's Withheld, figures null). */
export const isWithheld = (figures: { Withheld?: boolean } | undefined | null) => figures?.Withheld === true;
