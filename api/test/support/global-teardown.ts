import { dropTemplates } from './template-databases';

// Jest globalTeardown: drops the run's template databases.
export default dropTemplates;
