import { Link } from 'react-router-dom';
import EditIcon from '@mui/icons-material/Edit';
import { FunctionField, NumberField } from 'react-admin';
import { Link as MuiLink } from '@mui/material';
import { ListPage } from '../common/ListPage';
import { AddButton } from '../common/PageHeader';
import { ActionLink, RowActions } from '../common/ActionLink';
import { DeleteProgrammeButton } from './DeleteProgrammeButton';
import { useInquiryTypeChoices } from '../common/inquiryTypeChoices';
import { useAppPath } from '../common/useAppPath';
import { tr } from '../i18n/i18nProvider';
import { PauseResumeButton } from './PauseResumeButton';
import { cadenceText, NextRound, ProgrammeState } from './ProgrammeState';
import { programmePaths } from './paths';
import type { ProgrammeDto } from './programmeMethods';

/** The organisation's recurring programmes, newest first: when the next round is, how many so far, active or paused. */
export const ProgrammeList = () => {
  const path = useAppPath();
  const { choices } = useInquiryTypeChoices();
  const typeName = (id: number) => choices.find((c) => c.id === id)?.name ?? '';
  return (
    <ListPage
      resource="programmes"
      title={tr('portal.programmes.title')}
      actions={<AddButton to={path(programmePaths.create)} label={tr('portal.programmes.add')} />}
    >
      <FunctionField
        label="portal.programmes.name"
        sortable={false}
        render={(p: ProgrammeDto) => (
          <MuiLink component={Link} to={path(programmePaths.view(p.Id))}>
            {p.Name}
          </MuiLink>
        )}
      />
      <FunctionField
        label="portal.ui.inquiryType"
        sortable={false}
        render={(p: ProgrammeDto) => typeName(p.InquiryTypeId)}
      />
      <FunctionField
        label="portal.programmes.cadenceLabel"
        sortable={false}
        render={(p: ProgrammeDto) => cadenceText(p.Cadence)}
      />
      <FunctionField
        label="portal.programmes.nextRound"
        sortable={false}
        render={(p: ProgrammeDto) => <NextRound programme={p} />}
      />
      <NumberField source="RoundCount" label="portal.programmes.roundCount" sortable={false} />
      <FunctionField
        label="portal.programmes.state"
        sortable={false}
        render={(p: ProgrammeDto) => <ProgrammeState programme={p} />}
      />
      <FunctionField
        label="portal.ui.actions"
        sortable={false}
        render={(p: ProgrammeDto) => (
          <RowActions>
            <PauseResumeButton />
            <ActionLink
              to={path(programmePaths.edit(p.Id))}
              label={tr('portal.programmes.editNamed', { name: p.Name })}
              icon={<EditIcon fontSize="small" />}
            />
            <DeleteProgrammeButton />
          </RowActions>
        )}
      />
    </ListPage>
  );
};
