import { useParams } from 'react-router-dom';
import { Box, Typography } from '@mui/material';
import { FunctionField, TextField } from 'react-admin';
import { ShowPage } from '../common/ShowPage';
import { useAppPath } from '../common/useAppPath';
import { ROADMAPS, STEPS, stepField } from './paths';
import { tr } from '../i18n/i18nProvider';

// The three steps keep their fixed orange shades.
const STEP_COLOURS = ['#f6a04d', '#ef7d22', '#c85f0b'];

export const RoadmapShow = () => {
  const { id = '' } = useParams();
  const path = useAppPath();
  return (
    <ShowPage resource="roadmaps" id={id} title={tr('portal.ui.viewRoadmap')} back={path(ROADMAPS)}>
      <TextField source="InquiryTypeName" label="resources.roadmaps.fields.InquiryTypeName" />
      {STEPS.map((step) => (
        <FunctionField
          key={step}
          label={tr('portal.ui.step', { step })}
          render={(record) => (
            <Box sx={{ borderLeft: `6px solid ${STEP_COLOURS[step - 1]}`, pl: 1.5 }}>
              <Typography sx={{ fontWeight: 600 }}>{record[stepField(step, 'RoadmapTitle')]}</Typography>
              <Typography variant="body2">{record[stepField(step, 'BriefDescription')]}</Typography>
              <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
                {String(record[stepField(step, 'RoadmapDetail')] ?? '')
                  .split(/\r?\n/)
                  .filter((line) => line.trim() !== '')
                  .map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
              </Box>
            </Box>
          )}
        />
      ))}
    </ShowPage>
  );
};
