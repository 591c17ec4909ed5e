import { Card, CardContent, Divider, Typography } from '@mui/material';
import { Loading } from 'react-admin';
import { EmptyList } from '../common/EmptyList';
import { PageHeader } from '../common/PageHeader';

export interface AnswerItem {
  Question?: string;
  QuestionType?: string;
  Answer?: unknown;
}

/** Intake checkbox answers are stored as "yes" when ticked. */
export function answerText(item: AnswerItem): string {
  const answer = item.Answer;
  if (answer === null || answer === undefined || answer === '') return '-';
  if (item.QuestionType && item.QuestionType.toLowerCase() === 'checkbox') {
    return String(answer).toLowerCase() === 'yes' ? 'Yes' : 'No';
  }
  return Array.isArray(answer) ? answer.join(', ') : String(answer);
}

/** A read-only list of questions and answers (intake responses, open-ended answers). */
export const AnswerList = ({
  title,
  back,
  items,
  isPending,
  error,
}: {
  title: string;
  back: string;
  items: AnswerItem[] | undefined;
  isPending: boolean;
  error: Error | null;
}) => (
  <>
    <PageHeader title={title} back={back} />
    <Card>
      {isPending ? (
        <Loading />
      ) : error ? (
        <Typography color="error" sx={{ p: 2, whiteSpace: 'pre-line' }}>
          {error.message}
        </Typography>
      ) : !items?.length ? (
        <EmptyList />
      ) : (
        items.map((item, index) => (
          <CardContent key={index}>
            {index > 0 && <Divider sx={{ mb: 2 }} />}
            <Typography sx={{ fontWeight: 600 }}>
              {index + 1}. {item.Question}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.5 }}>{answerText(item)}</Typography>
          </CardContent>
        ))
      )}
    </Card>
  </>
);
