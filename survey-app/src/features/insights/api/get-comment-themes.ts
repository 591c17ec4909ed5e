import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { segmentKey, withSegment, type Segment } from './segment';

/** `GET /api/Insights/CommentThemes/{inquiryId}` (issue "Comments"). Sentiment in [-1, 1]; null: not scored. */
export interface CommentThemeRow {
  Theme: string;
  Count: number;
  Sentiment: number | null;
  Examples: string[];
}

export interface CommentQuestionRow {
  Key: string;
  Id: number;
  IsCustomQuestion: boolean;
  Title: string;
  Area: string;
  Count: number;
  Scored: number;
  Sentiment: number | null;
  Themes: CommentThemeRow[];
}

export interface CommentThemesDto {
  InquiryId: number;
  Released: boolean;
  Gated: boolean;
  Message: string | null;
  MinRespondents: number;
  N: number;
  /** With ?segment=: how many questions' comments are left out for the group (too few of its people commented). */
  WithheldQuestions?: number;
  Questions: CommentQuestionRow[];
}

export function getCommentThemes(inquiryId: string, segment: Segment | null): Promise<CommentThemesDto> {
  return api.get(withSegment(`/Insights/CommentThemes/${encodeURIComponent(inquiryId)}`, segment));
}

export const useCommentThemes = (inquiryId: string, segment: Segment | null) =>
  useQuery(
    queryOptions({
      queryKey: ['insights', inquiryId, 'comment-themes', segmentKey(segment)],
      queryFn: () => getCommentThemes(inquiryId, segment),
      placeholderData: keepPreviousData,
    }),
  );
