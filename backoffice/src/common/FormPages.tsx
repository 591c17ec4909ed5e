import { useState, type ReactNode } from 'react';
import { Card } from '@mui/material';
import { Create, Edit, SimpleForm, type RaRecord } from 'react-admin';
import { PageHeader } from './PageHeader';
import { FormToolbar, useSavedThen } from './forms';

type Transform = (data: Record<string, unknown>) => Record<string, unknown>;

interface FormPageProps {
  resource: string;
  title: string;
  /** Where Back, Cancel and a successful save go. */
  back: string;
  successMessage: string;
  transform?: Transform;
  /** Parent ids the data provider needs for nested paths. */
  meta?: Record<string, unknown>;
  defaultValues?: Record<string, unknown>;
  children: ReactNode;
}

/** A create screen: title, back, the form (validation shown after the first save), toast and return. */
export const CreatePage = ({
  resource,
  title,
  back,
  successMessage,
  transform,
  meta,
  defaultValues,
  children,
}: FormPageProps) => {
  const onSuccess = useSavedThen(successMessage, back);
  // One key per create screen: a repeated or retried save of it creates at most one record.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  return (
    <>
      <PageHeader title={title} back={back} />
      <Create
        resource={resource}
        component={Card}
        transform={transform}
        mutationOptions={{ onSuccess, meta: { ...meta, idempotencyKey } }}
        title=" "
      >
        <SimpleForm toolbar={<FormToolbar cancelTo={back} />} defaultValues={defaultValues}>
          {children}
        </SimpleForm>
      </Create>
    </>
  );
};

/** An edit screen: the same, loading the record by the route's id; `select` adjusts the loaded record. */
export const EditPage = ({
  id,
  resource,
  title,
  back,
  successMessage,
  transform,
  meta,
  select,
  children,
}: FormPageProps & { id: string; select?: (record: RaRecord) => RaRecord }) => {
  const onSuccess = useSavedThen(successMessage, back);
  return (
    <>
      <PageHeader title={title} back={back} />
      <Edit
        resource={resource}
        id={id}
        component={Card}
        actions={false}
        mutationMode="pessimistic"
        transform={transform}
        mutationOptions={{ onSuccess, meta }}
        queryOptions={{ meta, ...(select ? { select } : {}) }}
        redirect={false}
        title=" "
      >
        <SimpleForm toolbar={<FormToolbar cancelTo={back} />}>{children}</SimpleForm>
      </Edit>
    </>
  );
};
