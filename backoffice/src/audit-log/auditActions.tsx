import { Box, Typography } from '@mui/material';
import { AUDIT_ACTIONS, auditActionKey, isAuditAction } from '@portal/contracts';
import { tr } from '../i18n/i18nProvider';

/** An action's label in the interface language; a code the catalogue does not know shows as it is. */
export function auditActionLabel(code: string): string {
  return isAuditAction(code) ? tr(`portal.auditActions.${auditActionKey(code)}`) : code;
}

/** The action filter's choices: every action by its label, alphabetical in the interface language. */
export function auditActionChoices(): { id: string; name: string }[] {
  return AUDIT_ACTIONS.map((code) => ({ id: code, name: auditActionLabel(code) })).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
}

/** Typing finds an action by its label or by its code. */
export function matchesAuditAction(filter: string, choice: { id: string; name: string }): boolean {
  const text = filter.trim().toLowerCase();
  return !text || choice.name.toLowerCase().includes(text) || choice.id.includes(text);
}

/** An event's action: its label, with the code the API and the export use beneath it. */
export const AuditActionName = ({ code }: { code: string }) => {
  const label = auditActionLabel(code);
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', minWidth: 0 }}>
      <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
      {label !== code && (
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {code}
        </Typography>
      )}
    </Box>
  );
};
