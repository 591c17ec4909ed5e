import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { AREA_COLOR_FLOORS, RESULT_AREAS } from '@portal/contracts';
import { tr } from '../i18n/i18nProvider';
import { evidenceLine } from './EvidenceList';
import type { ResultPreview, ResultSuggestions } from './studioMethods';

const f = (value: number | null | undefined) => (value === null || value === undefined ? '–' : value.toFixed(2));

type ColourProposal = ResultSuggestions['AreaColors'][number];

/** The colour rule, or why no colour is proposed, in the reader's language. */
const ruleText = (proposal: ColourProposal, suggestions: ResultSuggestions) => {
  if (proposal.Color) {
    const floors = Object.fromEntries(AREA_COLOR_FLOORS.map((floor) => [floor.color, floor.from.toFixed(2)]));
    return tr('portal.resultsStudio.colourRule', floors);
  }
  const counts = { min: suggestions.MinRespondents, forms: suggestions.CompletedForms };
  if (proposal.NoColour === 'TooFewForms') return tr('portal.resultsStudio.noColourTooFewForms', counts);
  if (proposal.NoColour === 'QuestionTooFewAnswers') return tr('portal.resultsStudio.noColourQuestionTooFew', counts);
  return tr('portal.resultsStudio.noColourUnrated');
};

// At phone width the two figures keep a narrow fixed column so the item's words are not broken letter by letter.
const figureCell = { width: { xs: 72, sm: 120 }, px: { xs: 0.75, sm: 2 }, overflowWrap: 'break-word' } as const;

/** The figures the customer will see: forms, each area's figure and proposed colour, its items, the signals. */
export const FiguresPanel = ({
  suggestions,
  preview,
}: {
  suggestions: ResultSuggestions | undefined;
  preview: ResultPreview | undefined;
}) => (
  <Card component="section" aria-labelledby="studio-figures">
    <CardContent>
      <Typography variant="h6" component="h2" id="studio-figures">
        {tr('portal.resultsStudio.figures')}
      </Typography>
      {suggestions && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {tr('portal.resultsStudio.overall', { forms: suggestions.Forms })}
        </Typography>
      )}
      {suggestions?.Message && (
        <Alert severity="info">
          {tr('portal.resultsStudio.noSuggestionTooFewForms', {
            min: suggestions.MinRespondents,
            forms: suggestions.CompletedForms,
          })}
        </Alert>
      )}
      {preview?.InputResult.Gated && suggestions && (
        <Alert severity="info">
          {tr('portal.resultsStudio.previewGated', {
            min: suggestions.MinRespondents,
            forms: suggestions.CompletedForms,
          })}
        </Alert>
      )}
      <Stack spacing={2}>
        {RESULT_AREAS.map((area) => {
          const proposal = suggestions?.AreaColors.find((c) => c.Area === area);
          const items = preview?.InputResult[`${area}Array`] ?? [];
          return (
            <Box key={area}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {tr(`portal.resultsStudio.areaName.${area}`)}
                {proposal && proposal.Figure !== null && ` · ${f(proposal.Figure)} · N = ${proposal.N}`}
              </Typography>
              {proposal && suggestions && (
                <Typography variant="body2" component="div" color="text.secondary">
                  {proposal.Color && (
                    <Chip
                      size="small"
                      sx={{ mr: 1 }}
                      label={tr('portal.resultsStudio.proposedColour', {
                        colour: tr(`portal.resultsStudio.colour.${proposal.Color}`),
                      })}
                    />
                  )}
                  {ruleText(proposal, suggestions)}
                </Typography>
              )}
              {items.length > 0 && (
                <Box sx={{ overflowX: 'auto' }}>
                  <Table
                    size="small"
                    aria-label={tr('portal.resultsStudio.itemsOf', {
                      area: tr(`portal.resultsStudio.areaName.${area}`),
                    })}
                  >
                    <TableHead>
                      <TableRow>
                        <TableCell>{tr('portal.resultsStudio.item')}</TableCell>
                        <TableCell align="right" sx={figureCell}>
                          {tr('portal.resultsStudio.performanceShort')}
                        </TableCell>
                        <TableCell align="right" sx={figureCell}>
                          {tr('portal.resultsStudio.importanceShort')}
                        </TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {items.map((item) => (
                        <TableRow key={item.Questiondescription}>
                          <TableCell sx={{ overflowWrap: 'break-word', px: { xs: 1, sm: 2 } }}>
                            {item.Questiondescription}
                          </TableCell>
                          <TableCell align="right" sx={figureCell}>
                            {item.Withheld ? tr('portal.resultsStudio.withheld') : f(item.AverageRating)}
                          </TableCell>
                          <TableCell align="right" sx={figureCell}>
                            {item.Withheld ? '' : f(item.AverageValue)}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Box>
              )}
            </Box>
          );
        })}
        {suggestions && suggestions.Signals.length > 0 && (
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {tr('portal.resultsStudio.signals')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {suggestions.Signals.map((s, i) => (
                <Typography component="li" variant="body2" key={i} title={s.Why}>
                  {evidenceLine(s)}
                </Typography>
              ))}
            </Box>
          </Box>
        )}
      </Stack>
    </CardContent>
  </Card>
);
