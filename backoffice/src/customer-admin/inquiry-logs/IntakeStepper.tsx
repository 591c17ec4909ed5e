import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  LinearProgress,
  TextField,
  Typography,
} from '@mui/material';
import {
  answeredCount,
  intakeProgress,
  isAnswered,
  isCheckbox,
  maxLengthOf,
  type IntakeAnswer,
  type IntakeQuestion,
} from './intakeRules';
import { tr } from '../../i18n/i18nProvider';

interface IntakeStepperProps {
  questions: IntakeQuestion[];
  /** Answers already given, by question id. */
  initial?: Record<string, string>;
  /** Sends the answers; resolves when stored (the page then leaves), rejects to stay. */
  onSubmit: (answers: IntakeAnswer[]) => Promise<void>;
  busy?: boolean;
}

/**
 * Intake questions one at a time (customer-and-respondent.md §4): a progress bar, an answer
 * required to move on, and after the last one the Diagnostic Recommendation prompt.
 */
export const IntakeStepper = ({ questions, initial = {}, onSubmit, busy = false }: IntakeStepperProps) => {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string>>(() => {
    // A checkbox starts unticked, which is the answer no.
    const start: Record<string, string> = {};
    for (const q of questions) start[String(q.id)] = initial[String(q.id)] ?? (isCheckbox(q) ? 'no' : '');
    return start;
  });
  const [decided, setDecided] = useState<ReadonlySet<string>>(() => new Set(Object.keys(initial)));
  const decide = (key: string) => setDecided((keys) => (keys.has(key) ? keys : new Set(keys).add(key)));
  const [showError, setShowError] = useState(false);
  const [prompt, setPrompt] = useState(false);

  const send = async () => {
    try {
      await onSubmit(questions.map((q) => ({ IntakeId: q.id, Answer: (answers[String(q.id)] ?? '').trim() })));
    } catch {
      // The error toast is the caller's; the prompt closes so that the answers can be changed.
    }
    setPrompt(false);
  };

  const promptDialog = (
    <Dialog open={prompt} onClose={() => !busy && setPrompt(false)} aria-labelledby="intake-prompt-title">
      <DialogTitle id="intake-prompt-title">{tr('portal.messages.diagnosticRecommendation')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{tr('portal.ui.submitYourIntakeAnswersSoThatThe')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setPrompt(false)} disabled={busy}>
          {tr('portal.ui.no')}
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={busy}>
          {tr('portal.ui.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );

  // An inquiry type without intake questions still moves on: the prompt sends an empty answer list.
  if (!questions.length) {
    return (
      <Card>
        <CardContent>
          <Typography sx={{ textAlign: 'center', color: 'text.secondary', py: 3 }}>
            {tr('portal.messages.noIntakeQuestion')}
          </Typography>
        </CardContent>
        <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
          <Button variant="contained" onClick={() => setPrompt(true)}>
            {tr('portal.ui.submit')}
          </Button>
        </CardActions>
        {promptDialog}
      </Card>
    );
  }

  const question = questions[index];
  const key = String(question.id);
  const answer = answers[key] ?? '';
  const last = index === questions.length - 1;
  const progress = intakeProgress(answeredCount(questions, answers, decided), questions.length);
  const max = maxLengthOf(question);

  const next = () => {
    if (!isAnswered(question, answer)) return setShowError(true);
    setShowError(false);
    decide(key);
    if (last) setPrompt(true);
    else setIndex(index + 1);
  };
  return (
    <Card>
      <Box sx={{ px: 2, pt: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            {tr('portal.ui.questionNOfTotal', { n: index + 1, total: questions.length })}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="intake-progress">
            {progress}%
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={tr('portal.ui.intakeProgress')}
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Box>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {question.Title}
        </Typography>
        {question.Description && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mb: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {question.Description}
          </Typography>
        )}
        {isCheckbox(question) ? (
          <>
            <FormControlLabel
              control={
                <Checkbox
                  checked={answer === 'yes'}
                  onChange={(event) => {
                    setAnswers({ ...answers, [key]: event.target.checked ? 'yes' : 'no' });
                    decide(key);
                  }}
                />
              }
              label={tr('portal.ui.yes')}
            />
            {showError && <FormHelperText error>{tr('portal.validation.required')}</FormHelperText>}
          </>
        ) : (
          <TextField
            label={tr('portal.ui.answer')}
            value={answer}
            onChange={(event) => {
              setAnswers({ ...answers, [key]: event.target.value.slice(0, max) });
              if (showError) setShowError(event.target.value.trim() === '');
            }}
            error={showError}
            helperText={showError ? tr('portal.validation.required') : `${answer.length}/${max}`}
            slotProps={{ htmlInput: { maxLength: max } }}
            multiline
            minRows={2}
            fullWidth
            autoFocus
          />
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
        <Button
          disabled={index === 0}
          onClick={() => {
            setShowError(false);
            setIndex(index - 1);
          }}
        >
          {tr('portal.ui.previous')}
        </Button>
        <Button variant="contained" onClick={next}>
          {tr(last ? 'portal.ui.submit' : 'portal.ui.next')}
        </Button>
      </CardActions>
      {promptDialog}
    </Card>
  );
};
