import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Box, Button, Card, CardContent, Chip, Link as MuiLink, Menu, MenuItem, Typography } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useLocaleState } from 'react-admin';
import { formatDate } from '@portal/contracts';
import { tr } from '../i18n/i18nProvider';
import { ACTION_STATUSES, type ActionRecord, type ActionStatus } from './actionMethods';

const STATUS_COLOUR: Record<ActionStatus, 'default' | 'info' | 'success' | 'warning'> = {
  NotStarted: 'default',
  InProgress: 'info',
  Done: 'success',
  Dropped: 'warning',
};

export const statusLabel = (status: ActionStatus) => tr(`portal.actions.status.${status}`);

export const StatusChip = ({ status }: { status: ActionStatus }) => (
  <Chip size="small" variant="outlined" color={STATUS_COLOUR[status]} label={statusLabel(status)} />
);

/** A due date, a calendar day, in the interface language (read at noon UTC so no time zone moves it a day). */
export function useDueText() {
  const [locale] = useLocaleState();
  return (day: string | null) => (day ? formatDate(`${day}T12:00:00Z`, locale) : '');
}

/** The due date, and "Overdue" in words (not colour only) when it has passed on an open action. */
export const DueDate = ({ action }: { action: ActionRecord }) => {
  const dueText = useDueText();
  if (!action.DueDate) return <span>{tr('portal.actions.noDueDate')}</span>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <span>{dueText(action.DueDate)}</span>
      {action.Overdue && <Chip size="small" color="error" label={tr('portal.actions.overdue')} />}
    </Box>
  );
};

/**
 * Moves an action to another status without dragging: a button opening a menu of the other statuses (arrow keys,
 * Enter and Escape work as in every menu).
 */
export const StatusMoveMenu = ({
  action,
  onMove,
  disabled,
}: {
  action: ActionRecord;
  onMove: (status: ActionStatus) => void;
  disabled?: boolean;
}) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `action-${action.Id}-move`;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={tr('portal.actions.moveNamed', { title: action.Title })}
        disabled={disabled}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {tr('portal.actions.move')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {ACTION_STATUSES.filter((s) => s !== action.Status).map((status) => (
          <MenuItem
            key={status}
            onClick={() => {
              setAnchor(null);
              onMove(status);
            }}
          >
            {tr('portal.actions.moveTo', { status: statusLabel(status) })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

/** The titles of the questions an action targets, as one line. */
export const questionTitles = (action: ActionRecord) => action.TargetQuestions.map((q) => q.Title).join('; ');

/** One action as a card: the board's columns and the list at phone width. */
export const ActionCard = ({
  action,
  to,
  areas,
  showStatus,
  move,
  level = 'h2',
}: {
  action: ActionRecord;
  to: string;
  areas: string[];
  showStatus: boolean;
  move?: React.ReactNode;
  /** The card title's heading level: h3 below the board's column headings. */
  level?: 'h2' | 'h3';
}) => (
  <Card variant="outlined" component="article" aria-label={action.Title}>
    <CardContent sx={{ display: 'grid', gap: 0.75, '&:last-child': { pb: 2 } }}>
      <Typography component={level} variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        <MuiLink component={Link} to={to}>
          {action.Title}
        </MuiLink>
      </Typography>
      {showStatus && (
        <div>
          <StatusChip status={action.Status} />
        </div>
      )}
      <Typography variant="body2">
        {tr('portal.actions.fields.Owner')}: {action.OwnerName || tr('portal.actions.noOwner')}
      </Typography>
      <Typography variant="body2" component="div">
        {tr('portal.actions.fields.DueDate')}: <DueDate action={action} />
      </Typography>
      {action.TargetQuestions.length > 0 && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {tr('portal.actions.fields.Questions')}: {questionTitles(action)}
        </Typography>
      )}
      {areas.length > 0 && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {tr('portal.actions.fields.Areas')}: {areas.map((a) => tr(`portal.resultsStudio.areaName.${a}`)).join(', ')}
        </Typography>
      )}
      {move && <Box sx={{ pt: 0.5 }}>{move}</Box>}
    </CardContent>
  </Card>
);
