import { Box, Chip, Stack, Typography } from '@mui/material';
import { RESULT_AREAS } from '@portal/contracts';
import { tr } from '../i18n/i18nProvider';
import type { ResultPreview } from './studioMethods';

/** The customer admin's results as the Preview read answers them: per area, then recommendations and roadmap. */
export const CustomerView = ({ preview }: { preview: ResultPreview }) => {
  const roadmap = preview.RoadmapResult.data[0];
  return (
    <Stack spacing={2} sx={{ overflowWrap: 'anywhere' }}>
      {RESULT_AREAS.map((area) => {
        const colour = preview.AreaColorResult.find((c) => c.Area === area)?.Color;
        const findings = preview.FindingsResult[`${area}Array`];
        const scenarios = preview.AdvanceInsightsResult[`${area}Array`];
        return (
          <Box key={area}>
            <Typography variant="h6" component="h3">
              {tr(`portal.resultsStudio.areaName.${area}`)}{' '}
              {colour && <Chip size="small" label={tr(`portal.resultsStudio.colour.${colour}`)} />}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {findings.map((f, i) => (
                <Typography component="li" variant="body2" key={i}>
                  {f.FindingsDesc}
                </Typography>
              ))}
            </Box>
            {scenarios.length > 0 && (
              <>
                <Typography variant="subtitle2" component="h4">
                  {tr('portal.resultsStudio.scenarios')}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {scenarios.map((s, i) => (
                    <Typography component="li" variant="body2" key={i}>
                      {s.AdvanceInsights}
                    </Typography>
                  ))}
                </Box>
              </>
            )}
          </Box>
        );
      })}
      <Box>
        <Typography variant="h6" component="h3">
          {tr('portal.resultsStudio.recommendations')}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {preview.RecommendationResult.data.map((r, i) => (
            <Typography component="li" variant="body2" key={i}>
              {r.RecommendationDetails} ({tr('portal.resultsStudio.levelOfFocus', { level: r.LevelOfFocus })})
            </Typography>
          ))}
        </Box>
      </Box>
      {roadmap && (
        <Box>
          <Typography variant="h6" component="h3">
            {tr('portal.resultsStudio.roadmap')}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
            {[1, 2, 3].map((n) => (
              <Typography component="li" variant="body2" key={n}>
                <strong>{roadmap[`Step${n}_RoadmapTitle`]}</strong> – {roadmap[`Step${n}_BriefDescription`]}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
};
