import { dropPortalTemplate } from './portal-template';

export default async function globalTeardown(): Promise<void> {
  await dropPortalTemplate();
}
