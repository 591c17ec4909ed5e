import { NumberInput, RadioButtonGroupInput, TextInput } from 'react-admin';
import { InquiryTypeInput } from '../common/InquiryTypeInput';
import { isRequired } from '../common/forms';
import { tr } from '../i18n/i18nProvider';
import { IntakeInputs } from '../programmes/IntakeInputs';
import { PulseInputs } from '../programmes/PulseInputs';
import { SettingsForm } from '../programmes/SettingsForm';
import { bodyOf, refusalsOfError, type LifecycleValues } from './lifecycleForm';
import { saveLifecycle, TRIGGERS } from './lifecycleMethods';
import { lifecyclePaths, LIFECYCLE } from './paths';

/**
 * The survey's fields, sent whole; the API checks them and names every refused field at once, and each refusal is
 * shown under its field (the ones no field shows go to the toast).
 */
export const LifecycleEditor = ({ id, initial }: { id: number | null; initial: LifecycleValues }) => (
  <SettingsForm
    id={id}
    initial={initial}
    bodyOf={bodyOf}
    save={saveLifecycle}
    refusalsOfError={refusalsOfError}
    texts={{
      created: 'portal.lifecycle.created',
      saved: 'portal.lifecycle.saved',
      checkFields: 'portal.lifecycle.checkFields',
    }}
    viewPath={lifecyclePaths.view}
    listPath={LIFECYCLE}
  >
    <TextInput
      source="Name"
      label="portal.lifecycle.name"
      helperText="portal.lifecycle.nameHelp"
      validate={isRequired}
      fullWidth
    />
    <RadioButtonGroupInput
      source="Trigger"
      label="portal.lifecycle.trigger"
      choices={TRIGGERS.map((t) => ({ id: t, name: tr(`portal.lifecycle.triggers.${t}`) }))}
      helperText={false}
    />
    <NumberInput
      source="DaysAfter"
      label="portal.lifecycle.daysAfter"
      helperText="portal.lifecycle.daysAfterHelp"
      fullWidth
    />
    <NumberInput
      source="DaysOpen"
      label="portal.lifecycle.daysOpen"
      helperText="portal.lifecycle.daysOpenHelp"
      fullWidth
    />
    <InquiryTypeInput />
    <PulseInputs />
    <IntakeInputs help={tr('portal.lifecycle.intakeHelp')} />
  </SettingsForm>
);
