import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useAppPath } from '../common/useAppPath';
import type { PortalDataProvider } from '../providers/dataProvider';
import { AnswerList } from './AnswerList';
import { MONITOR, respondentsPath } from './paths';
import { tr } from '../i18n/i18nProvider';

export const IntakeResponses = () => {
  const { inquiryId = '' } = useParams();
  const path = useAppPath();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { data, isPending, error } = useQuery({
    queryKey: ['intakeAnswers', inquiryId],
    queryFn: () => dataProvider.getIntakeAnswers(inquiryId),
  });
  return (
    <AnswerList
      title={tr('portal.ui.intakeResponses')}
      back={path(MONITOR)}
      items={data}
      isPending={isPending}
      error={error}
    />
  );
};

export const OpenEndedAnswers = () => {
  const { inquiryId = '', userId = '' } = useParams();
  const path = useAppPath();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { data, isPending, error } = useQuery({
    queryKey: ['openEndedAnswers', inquiryId, userId],
    queryFn: () => dataProvider.getOpenEndedAnswers(inquiryId, userId),
  });
  return (
    <AnswerList
      title={tr('portal.ui.openEndedAnswers')}
      back={path(respondentsPath(inquiryId))}
      items={data}
      isPending={isPending}
      error={error}
    />
  );
};
