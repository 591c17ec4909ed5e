import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert } from '@mui/material';
import { Loading, useDataProvider, useGetList, useGetOne } from 'react-admin';
import { PageHeader } from '../../common/PageHeader';
import { useAppPath } from '../../common/useAppPath';
import { errorText, useToast } from '../../common/useToast';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { INQUIRY_LOGS, inquiryPaths } from '../paths';
import { IntakeStepper } from './IntakeStepper';
import type { IntakeAnswer, IntakeQuestion } from './intakeRules';
import { tr } from '../../i18n/i18nProvider';

/** Earlier answers (answering again is allowed until respondents are added), by intake question. */
function useEarlierAnswers(inquiryId: string, questions: IntakeQuestion[] | undefined) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { data, isError } = useQuery({
    queryKey: ['intakeAnswers', inquiryId],
    queryFn: () => dataProvider.getIntakeAnswers(inquiryId),
    enabled: Boolean(questions),
  });
  if (isError) return {};
  if (!questions || !data) return null;
  const found: Record<string, string> = {};
  for (const q of questions) {
    const row = data.find((r) => r.IntakeId === q.id);
    if (row && row.Answer !== '') found[String(q.id)] = row.Answer;
  }
  return found;
}

export const IntakeQuestionsPage = () => {
  const { inquiryTypeId = '', inquiryId = '' } = useParams();
  const path = useAppPath();
  const navigate = useNavigate();
  const toast = useToast();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const inquiry = useGetOne('inquiries', { id: inquiryId });
  const { data, isPending, error } = useGetList<IntakeQuestion>('intake-questions', {
    pagination: { page: 1, perPage: -1 },
    filter: { inquiryTypeId },
  });
  const earlier = useEarlierAnswers(inquiryId, data);

  const save = useMutation({
    mutationFn: (answers: IntakeAnswer[]) => dataProvider.addIntakeAnswers(inquiryId, { IntakeAnswersDtos: answers }),
    onSuccess: () => navigate(path(inquiryPaths.progress(inquiryId))),
    onError: (failure) => toast.error(errorText(failure)),
  });

  return (
    <>
      <PageHeader
        title={
          inquiry.data?.Description
            ? tr('portal.ui.intakeQuestionsOf', { inquiry: inquiry.data.Description })
            : tr('portal.ui.intakeQuestions')
        }
        back={path(INQUIRY_LOGS)}
      />
      {inquiry.data?.RespondentsAdded ? (
        <Alert severity="info">{tr('portal.ui.respondentsHaveAlreadyBeenAddedToThis2')}</Alert>
      ) : isPending || (data && earlier === null) ? (
        <Loading />
      ) : error ? (
        <PageHeader title={errorText(error)} />
      ) : (
        <IntakeStepper
          questions={data ?? []}
          initial={earlier ?? {}}
          onSubmit={save.mutateAsync}
          busy={save.isPending}
        />
      )}
    </>
  );
};
