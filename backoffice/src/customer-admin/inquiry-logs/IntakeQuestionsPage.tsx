import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert } from '@mui/material';
import { Loading, useGetList, useGetOne } from 'react-admin';
import { PageHeader } from '../../common/PageHeader';
import { useAppPath } from '../../common/useAppPath';
import { errorText, useToast } from '../../common/useToast';
import { httpJson } from '../../providers/http';
import { addIntakeAnswers } from '../api';
import { INQUIRY_LOGS, inquiryPaths } from '../paths';
import { IntakeStepper } from './IntakeStepper';
import type { IntakeQuestion } from './intakeRules';

/** Earlier answers (answering again is allowed until respondents are added), matched by question title. */
function useEarlierAnswers(inquiryId: string, questions: IntakeQuestion[] | undefined) {
  const [byId, setById] = useState<Record<string, string> | null>(null);
  useEffect(() => {
    if (!questions) return;
    let live = true;
    httpJson(`/Inquiry/GetIntakeAnswers/${encodeURIComponent(inquiryId)}?pageSize=-1&currentPage=1`)
      .then(({ json }) => {
        const rows = ((json?.data ?? []) as { Question?: string; Answer?: string }[]);
        const found: Record<string, string> = {};
        for (const q of questions) {
          const row = rows.find((r) => r.Question === q.Title);
          if (row?.Answer !== undefined && row.Answer !== '') found[String(q.id)] = String(row.Answer);
        }
        if (live) setById(found);
      })
      .catch(() => live && setById({}));
    return () => {
      live = false;
    };
  }, [inquiryId, questions]);
  return byId;
}

export const IntakeQuestionsPage = () => {
  const { inquiryTypeId = '', inquiryId = '' } = useParams();
  const path = useAppPath();
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const inquiry = useGetOne('inquiries', { id: inquiryId });
  const { data, isPending, error } = useGetList<IntakeQuestion>('intake-questions', {
    pagination: { page: 1, perPage: -1 },
    filter: { inquiryTypeId },
  });
  const earlier = useEarlierAnswers(inquiryId, data);

  const submit = async (answers: { IntakeId: IntakeQuestion['id']; Answer: string }[]) => {
    setBusy(true);
    try {
      await addIntakeAnswers(inquiryId, answers);
      navigate(path(inquiryPaths.progress(inquiryId)));
    } catch (failure) {
      toast.error(errorText(failure));
      throw failure;
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={inquiry.data?.Description ? `Intake Questions: ${inquiry.data.Description}` : 'Intake Questions'} back={path(INQUIRY_LOGS)} />
      {inquiry.data?.RespondentsAdded ? (
        <Alert severity="info">Respondents have already been added to this inquiry: its intake answers can no longer change.</Alert>
      ) : isPending || (data && earlier === null) ? (
        <Loading />
      ) : error ? (
        <PageHeader title={errorText(error)} />
      ) : (
        <IntakeStepper questions={data ?? []} initial={earlier ?? {}} onSubmit={submit} busy={busy} />
      )}
    </>
  );
};
