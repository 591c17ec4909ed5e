import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import type { RecordOf } from '../providers/records';

const ALL = { pagination: { page: 1, perPage: -1 }, sort: { field: 'id', order: 'ASC' as const } };

/** A type's diagnostic questions, pathway by pathway: what a pulse chooses from. */
export function useTypeQuestions(inquiryTypeId: number | '') {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({
    queryKey: ['programmes', 'type-questions', inquiryTypeId],
    enabled: inquiryTypeId !== '',
    queryFn: async () => {
      const pathways = await dataProvider.getList<RecordOf<'pathways'>>('pathways', {
        ...ALL,
        filter: { inquiryTypeId },
      });
      const perPathway = await Promise.all(
        pathways.data.map((pathway) =>
          dataProvider.getList<RecordOf<'diagnostic-questions'>>('diagnostic-questions', {
            ...ALL,
            filter: { pathwayId: pathway.id },
          }),
        ),
      );
      return perPathway.flatMap((page) => page.data);
    },
  });
}

/** A type's intake questions: every one is answered once for all of the programme's rounds. */
export const intakeQuery = (dataProvider: PortalDataProvider, inquiryTypeId: number | '') => ({
  queryKey: ['programmes', 'type-intake', inquiryTypeId],
  enabled: inquiryTypeId !== '',
  queryFn: async () =>
    (
      await dataProvider.getList<RecordOf<'intake-questions'>>('intake-questions', {
        ...ALL,
        filter: { inquiryTypeId },
      })
    ).data,
});

export function useTypeIntake(inquiryTypeId: number | '') {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery(intakeQuery(dataProvider, inquiryTypeId));
}

/** The people directory's attributes with their values: the audience's choices. */
export function usePeopleAttributes() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({ queryKey: ['people', 'attributes'], queryFn: () => dataProvider.getPeopleAttributes() });
}
