import { useParams } from 'react-router-dom';
import { useAppPath } from '../common/useAppPath';
import { AnswerList, type AnswerItem } from './AnswerList';
import { MONITOR } from './paths';
import { useApiGet } from './useApiGet';

const rows = (json: unknown): AnswerItem[] => (Array.isArray(json) ? json : ((json as { data?: AnswerItem[] })?.data ?? []));

export const IntakeResponses = () => {
  const { inquiryId = '' } = useParams();
  const path = useAppPath();
  const { data, isPending, error } = useApiGet<unknown>(`/Inquiry/GetIntakeAnswers/${inquiryId}`);
  return <AnswerList title="Intake Responses" back={path(MONITOR)} items={data ? rows(data) : undefined} isPending={isPending} error={error} />;
};

export const OpenEndedAnswers = () => {
  const { inquiryId = '', userId = '' } = useParams();
  const path = useAppPath();
  const { data, isPending, error } = useApiGet<unknown>(`/SurveyAnswer/${inquiryId}/ViewOpenEndedSurveyAnswers/${userId}`);
  return (
    <AnswerList
      title="Open Ended Answers"
      back={path(`${MONITOR}/view-respondents/${inquiryId}`)}
      items={data ? rows(data) : undefined}
      isPending={isPending}
      error={error}
    />
  );
};
