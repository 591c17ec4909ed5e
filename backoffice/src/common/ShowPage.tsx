import type { ReactNode } from 'react';
import { Card } from '@mui/material';
import { Show, SimpleShowLayout } from 'react-admin';
import { PageHeader } from './PageHeader';

/** A read-only view screen: title, back button, the record's fields. */
export const ShowPage = ({
  resource,
  id,
  title,
  back,
  children,
}: {
  resource: string;
  id: string;
  title: string;
  back: string;
  children: ReactNode;
}) => (
  <>
    <PageHeader title={title} back={back} />
    <Show resource={resource} id={id} actions={false} component={Card} title=" ">
      <SimpleShowLayout
        sx={{
          '& .RaLabeled-label': { fontWeight: 600 },
          '& span': { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
        }}
      >
        {children}
      </SimpleShowLayout>
    </Show>
  </>
);
