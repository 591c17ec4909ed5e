import { Card, CardContent, Divider, Typography } from '@mui/material';
import { Loading } from 'react-admin';
import { EmptyList } from '../common/EmptyList';
import { PageHeader } from '../common/PageHeader';
import type { AnswerRow } from '../providers/customMethods';

/** Intake checkbox answers are stored as "yes" when ticked, "no" otherwise. */
export function answerText(item: AnswerRow): string {
  if (item.Answer === '') return '-';
  if ('QuestionType' in item && item.QuestionType === 'Checkbox') return item.Answer === 'yes' ? 'Yes' : 'No';
  return item.Answer;
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
  items: AnswerRow[] | undefined;
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
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.5 }}>
              {answerText(item)}
            </Typography>
          </CardContent>
        ))
      )}
    </Card>
  </>
);
