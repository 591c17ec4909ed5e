import { Resource } from 'react-admin';
import inquiryTypes, { inquiryTypesRead } from '../inquiry-types';
import { pathwayReadRoutes, pathwayWriteRoutes } from '../pathways';
import { diagnosticReadRoutes, diagnosticWriteRoutes } from '../diagnostic-questions';
import { intakeQuestionRoutes } from '../intake-questions';

const NAME = 'inquiry-type-management';

/** The content library as a customer admin reads it: list and view screens only. */
export const libraryRead = (
  <Resource key={NAME} name={NAME} {...inquiryTypesRead}>
    {[...inquiryTypesRead.children, ...pathwayReadRoutes, ...diagnosticReadRoutes]}
  </Resource>
);

/** The content library as the super admin manages it; pathways and questions are routes below an inquiry type. */
export const libraryManage = (
  <Resource key={NAME} name={NAME} {...inquiryTypes}>
    {[
      ...inquiryTypes.children,
      ...pathwayReadRoutes,
      ...pathwayWriteRoutes,
      ...diagnosticReadRoutes,
      ...diagnosticWriteRoutes,
      ...intakeQuestionRoutes,
    ]}
  </Resource>
);
