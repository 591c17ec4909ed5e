import { Link } from 'react-router-dom';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Link as MuiLink, Typography } from '@mui/material';
import { FunctionField, NumberField, ReferenceField, TextField, useCanAccess } from 'react-admin';
import { ActionLink, RowActions } from '../common/ActionLink';
import { ListPage } from '../common/ListPage';
import { AddButton } from '../common/PageHeader';
import { TruncatedText } from '../common/Truncated';
import { useAppPath } from '../common/useAppPath';
import { tr } from '../i18n/i18nProvider';
import { DeleteLifecycleButton } from './DeleteLifecycleButton';
import { daysAfterText, LifecycleState, triggerText } from './LifecycleState';
import type { LifecycleDto } from './lifecycleMethods';
import { lifecyclePaths } from './paths';

/**
 * The organisation's onboarding and exit surveys, newest first: kind, when people are invited, state, periods so far
 * and the last error. The operator reads every organisation's and changes none.
 */
export const LifecycleList = () => {
  const path = useAppPath();
  const manage = useCanAccess({ resource: 'lifecycle', action: 'create' }).canAccess ?? false;
  return (
    <>
      <ListPage
        resource="lifecycle"
        title={tr('portal.lifecycle.title')}
        actions={manage ? <AddButton to={path(lifecyclePaths.create)} label={tr('portal.lifecycle.add')} /> : undefined}
      >
        <FunctionField
          label="portal.lifecycle.name"
          sortable={false}
          render={(s: LifecycleDto) => (
            <MuiLink component={Link} to={path(lifecyclePaths.view(s.Id))}>
              {s.Name}
            </MuiLink>
          )}
        />
        {!manage && (
          <ReferenceField source="CustomerId" reference="customers" label="portal.ui.organisation" link={false}>
            <TextField source="CustomerName" />
          </ReferenceField>
        )}
        <FunctionField
          label="portal.lifecycle.trigger"
          sortable={false}
          render={(s: LifecycleDto) => triggerText(s.Trigger)}
        />
        <FunctionField
          label="portal.lifecycle.daysAfter"
          sortable={false}
          render={(s: LifecycleDto) => daysAfterText(s)}
        />
        <FunctionField
          label="portal.lifecycle.state"
          sortable={false}
          render={(s: LifecycleDto) => <LifecycleState survey={s} />}
        />
        <NumberField source="PeriodCount" label="portal.lifecycle.periodCount" sortable={false} />
        <FunctionField
          label="portal.lifecycle.lastError"
          sortable={false}
          render={(s: LifecycleDto) =>
            s.LastError ? <TruncatedText text={s.LastError} /> : tr('portal.lifecycle.noError')
          }
        />
        {manage && (
          <FunctionField
            label="portal.ui.actions"
            sortable={false}
            render={(s: LifecycleDto) => (
              <RowActions>
                <ActionLink
                  to={path(lifecyclePaths.edit(s.Id))}
                  label={tr('portal.lifecycle.editNamed', { name: s.Name })}
                  icon={<EditIcon fontSize="small" />}
                />
                <DeleteLifecycleButton />
              </RowActions>
            )}
          />
        )}
      </ListPage>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, maxWidth: 900 }}>
        {tr('portal.lifecycle.intro')}
      </Typography>
      {!manage && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {tr('portal.lifecycle.readOnly')}
        </Alert>
      )}
    </>
  );
};
