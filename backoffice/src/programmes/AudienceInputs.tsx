import { RadioButtonGroupInput, SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { tr } from '../i18n/i18nProvider';
import { usePeopleAttributes } from './useTypeLibrary';

/** Everyone in the people directory, or only the people whose attribute has one value. */
export const AudienceInputs = () => {
  const audience = useWatch({ name: 'Audience' }) as string;
  const attribute = useWatch({ name: 'AudienceAttribute' }) as string;
  const { data: attributes = [], isPending } = usePeopleAttributes();
  const values = attributes.find((a) => a.Name === attribute)?.Values ?? [];
  // A stored value the directory no longer holds stays choosable, so the form shows what is saved.
  const toChoices = (names: string[], kept: string) =>
    [...new Set([...names, ...(kept ? [kept] : [])])].map((name) => ({ id: name, name }));
  const value = useWatch({ name: 'AudienceValue' }) as string;
  return (
    <>
      <RadioButtonGroupInput
        source="Audience"
        label="portal.programmes.audience"
        choices={[
          { id: 'everyone', name: tr('portal.programmes.audienceEveryone') },
          { id: 'attribute', name: tr('portal.programmes.audienceAttribute') },
        ]}
        helperText={false}
      />
      {audience === 'attribute' && (
        <>
          <SelectInput
            source="AudienceAttribute"
            label="portal.programmes.attribute"
            choices={toChoices(
              attributes.map((a) => a.Name),
              attribute,
            )}
            isPending={isPending}
            fullWidth
          />
          <SelectInput
            source="AudienceValue"
            label="portal.programmes.attributeValue"
            choices={toChoices(values, value)}
            disabled={!attribute}
            fullWidth
          />
        </>
      )}
    </>
  );
};
