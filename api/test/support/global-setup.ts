import { buildTemplates } from './template-databases';

// Jest globalSetup: the run's template databases, built once before any test file starts.
export default buildTemplates;
