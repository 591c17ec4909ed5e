import { useState, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Loading } from '../../../components/loading';
import { saveOpenForm, type OpenForm, type OpenFormStart, type OpenLinkIntro } from '../api/open-link-api';
import { loadOpenLink, startBrowserForm } from '../lib/load-open-link';
import { problemOf, type OpenLinkProblem } from '../lib/open-link-outcome';
import { OpenLinkIntroCard } from './open-link-intro';
import { OpenLinkProblemCard } from './open-link-problem';
import { OpenLinkThanks } from './open-link-thanks';
import './open-link.css';

/** The form itself, drawn with the survey form's question components by the route. */
export interface OpenLinkFormProps {
  form: OpenForm;
  title: string;
  /** Saves the browser's form; rejects with the API's error. */
  save: (body: { Status: string; SurveyAnswerDtos: unknown[] }) => Promise<OpenForm>;
  onSubmitted: () => void;
  /** The link closed or failed while answering. */
  onProblem: (error: unknown) => void;
}

type Step =
  | { kind: 'loading' }
  | { kind: 'intro'; intro: OpenLinkIntro; starting: boolean }
  | { kind: 'form'; form: OpenForm; key: string; title: string }
  | { kind: 'thanks' }
  | { kind: 'problem'; problem: OpenLinkProblem };

/**
 * /open/{token}: a browser that answered before comes back to its own form (its key in this browser's storage);
 * a new one sees who asks and the group questions, then its form. Closed, unknown and limited links say so.
 */
export function OpenLinkPage({ token, Form }: { token: string; Form: ComponentType<OpenLinkFormProps> }) {
  const loaded = useQuery({
    queryKey: ['open-link', token],
    queryFn: () => loadOpenLink(token),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  // What happened since the page loaded (started, submitted, failed) takes the place of what it loaded.
  const [now, setNow] = useState<Step | null>(null);
  const fail = (error: unknown) => setNow({ kind: 'problem', problem: problemOf(error) });
  const formOf = (started: OpenFormStart, title: string): Step =>
    started.Form.Status === 'completed'
      ? { kind: 'thanks' }
      : { kind: 'form', form: started.Form, key: started.BrowserKey, title };

  let step: Step;
  if (now) step = now;
  else if (loaded.isPending || loaded.isFetching) step = { kind: 'loading' };
  else if (loaded.isError) step = { kind: 'problem', problem: problemOf(loaded.error) };
  else if (loaded.data.started) step = formOf(loaded.data.started, loaded.data.intro.Description);
  else step = { kind: 'intro', intro: loaded.data.intro, starting: false };

  return (
    <main id="main" className="open-link-layout">
      {step.kind === 'loading' && <Loading />}
      {step.kind === 'problem' && (
        <OpenLinkProblemCard
          problem={step.problem}
          onRetry={() => {
            setNow(null);
            void loaded.refetch();
          }}
        />
      )}
      {step.kind === 'thanks' && <OpenLinkThanks />}
      {step.kind === 'intro' && (
        <OpenLinkIntroCard
          intro={step.intro}
          starting={step.starting}
          onStart={(groups) => {
            const { intro } = step;
            setNow({ kind: 'intro', intro, starting: true });
            startBrowserForm(token, { Groups: groups })
              .then((started) => setNow(formOf(started, intro.Description)))
              .catch(fail);
          }}
        />
      )}
      {step.kind === 'form' && (
        <Form
          form={step.form}
          title={step.title}
          save={(body) => saveOpenForm(token, step.key, body)}
          onSubmitted={() => setNow({ kind: 'thanks' })}
          onProblem={fail}
        />
      )}
    </main>
  );
}
