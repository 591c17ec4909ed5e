import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged, SentimentFilter } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { segmentKey, withSegment, type Segment } from './segment';

/** One comment as `GET /api/Insights/Comments/{inquiryId}` lists it: never with a person, a date or an id. */
export interface CommentRow {
  Question: string;
  QuestionKey: string;
  Area: string;
  Text: string;
  Sentiment: number | null;
  Themes: string[];
}

export interface CommentFilters {
  question: string;
  theme: string;
  sentiment: SentimentFilter | '';
  search: string;
  page: number;
}

export const COMMENTS_PAGE_SIZE = 10;

export function getComments(inquiryId: string, f: CommentFilters, segment: Segment | null): Promise<Paged<CommentRow>> {
  const params = new URLSearchParams({ pageSize: String(COMMENTS_PAGE_SIZE), currentPage: String(f.page) });
  if (f.question) params.set('question', f.question);
  if (f.theme) params.set('theme', f.theme);
  if (f.sentiment) params.set('sentiment', f.sentiment);
  if (f.search.trim()) params.set('search', f.search.trim());
  return api.get(withSegment(`/Insights/Comments/${encodeURIComponent(inquiryId)}?${params}`, segment));
}

export const useComments = (inquiryId: string, f: CommentFilters, segment: Segment | null, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: ['insights', inquiryId, 'comments', segmentKey(segment), f],
      queryFn: () => getComments(inquiryId, f, segment),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
