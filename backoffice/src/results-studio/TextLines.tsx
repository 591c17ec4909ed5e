import DeleteIcon from '@mui/icons-material/Delete';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import type { ResultArea } from '@portal/contracts';
import { tr } from '../i18n/i18nProvider';
import { addText, linesOf, removeLine, setText, type TextSheet } from './draftEdits';
import type { DraftContent } from './studioMethods';

type Update = (change: (draft: DraftContent) => DraftContent) => void;

/** An area's findings or scenarios as editable lines, each labelled with its sheet, area and number. */
export const TextLines = ({
  draft,
  sheet,
  area,
  update,
  focusIndex,
}: {
  draft: DraftContent;
  sheet: TextSheet;
  area: ResultArea;
  update: Update;
  focusIndex: number | null;
}) => {
  const areaName = tr(`portal.resultsStudio.areaName.${area}`);
  const kind = sheet === 'Findings' ? 'finding' : 'scenario';
  return (
    <Stack spacing={1}>
      {linesOf(draft, sheet, area).map((line, n) => {
        const label = tr(`portal.resultsStudio.${kind}Label`, { area: areaName, n: n + 1 });
        return (
          <Box key={line.index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              label={label}
              value={line.Text}
              onChange={(event) => update(setText(sheet, line.index, event.target.value))}
              multiline
              minRows={2}
              fullWidth
              autoFocus={focusIndex === line.index}
              slotProps={{ htmlInput: { maxLength: 4000 } }}
            />
            <Tooltip title={tr('portal.resultsStudio.remove', { label })}>
              <IconButton
                aria-label={tr('portal.resultsStudio.remove', { label })}
                onClick={() => update(removeLine(sheet, line.index))}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        );
      })}
      <Box>
        <Button size="small" startIcon={<AddIcon />} onClick={() => update(addText(sheet, area, ''))}>
          {tr(`portal.resultsStudio.add_${kind}`, { area: areaName })}
        </Button>
      </Box>
    </Stack>
  );
};
