/**
 * One side of an antenna's domains, hashtags or keywords as a small chip editor (one component for the three
 * kinds and both sides): a labelled field where Enter (or Add) adds what was typed, then the entries as chips,
 * each with its Remove button. Adding runs the one-field form chart (services/antennas/use-rule-form.ts): a blank
 * entry says so, the server's refusal (too short, already there, a limit passed) shows beside the field as an
 * alert and what was typed stays. Adding and removing show at once and are put back if the server refuses
 * (antenna-rules.ts). After a Remove the focus moves to the next chip's button (else the previous one, else the
 * field) and each change is announced.
 */
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import {
  antennaRulesData,
  normaliseRule,
  removeAntennaRule,
  useAntennaRuleBusy,
  type RuleTarget,
} from '../../services/antennas/antenna-rules';
import { useRuleForm } from '../../services/antennas/use-rule-form';
import { useAppServices } from '../../services/app-services/app-services';
import { useResource } from '../../services/data/use-data';
import { useFocusAfterRemoval } from '../account-screens/row-removal';
import { ResourceStates } from '../common/data-states/DataStates';
import { TitleFormFields } from '../collections/TitleForm';

const NO_ENTRIES: readonly string[] = [];

export interface RuleChipsProps extends RuleTarget {
  /** the antenna's title, naming it in the chips' label */
  antennaTitle: string;
}

function Chip({ target, value, onRemove }: { target: RuleTarget; value: string; onRemove(value: string): void }) {
  const { t } = useTranslation();
  const services = useAppServices();
  const busy = useAntennaRuleBusy(services, target, value);
  const shown = target.kind === 'tags' ? `#${value}` : value;
  return (
    <li className="antenna-chip">
      <span className="antenna-chip__text">{shown}</span>
      <button
        type="button"
        className="antenna-chip__remove"
        aria-label={t(`antennas.rules.${target.kind}.remove`, { value })}
        title={t(`antennas.rules.${target.kind}.remove`, { value })}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        data-chip={value}
        onClick={() => {
          if (!busy) onRemove(value);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

export function RuleChips({ antennaId, kind, exclude, antennaTitle }: RuleChipsProps) {
  const { t } = useTranslation();
  const services = useAppServices();
  const headingId = useId();
  const hintId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const target: RuleTarget = { antennaId, kind, exclude };
  const rules = useResource(antennaRulesData[kind], antennaId);
  const { value } = rules;
  const form = useRuleForm(target);
  const [removed, setRemoved] = useState<string | null>(null);
  const entries = value === null ? NO_ENTRIES : exclude ? value.exclude : value.include;
  const focus = useCallback((next: string | null) => {
    const chip =
      next === null ? null : rootRef.current?.querySelector<HTMLElement>(`button[data-chip="${CSS.escape(next)}"]`);
    (chip ?? inputRef.current)?.focus();
  }, []);
  const focusAfterRemoval = useFocusAfterRemoval(entries, focus);

  const remove = (entry: string) => {
    focusAfterRemoval(entry);
    setRemoved(entry);
    void removeAntennaRule(services, target, entry);
  };

  const words = `antennas.rules.${kind}`;
  const texts = {
    loading: t('antennas.rules.loading'),
    failed: t('antennas.rules.failed'),
    retry: t('organise.retry'),
    gone: t('antennas.rules.gone'),
  };
  const body = (
    <ResourceStates data={rules} texts={texts}>
      {() => (
        <>
          <TitleFormFields
            form={form}
            inputRef={inputRef}
            label={t(exclude ? `${words}.addExcluded` : `${words}.add`)}
            submitLabel={t('antennas.rules.submit')}
            blankText={t(`${words}.blank`)}
            savedText={(added) => t(`${words}.added`, { value: normaliseRule(kind, added) })}
          />
          {entries.length === 0 ? (
            <p className="organise-note">{t('antennas.rules.empty')}</p>
          ) : (
            <ul
              className="antenna-chips"
              aria-label={t(exclude ? `${words}.excludedLabel` : `${words}.label`, { title: antennaTitle })}
            >
              {entries.map((entry) => (
                <Chip key={entry} target={target} value={entry} onRemove={remove} />
              ))}
            </ul>
          )}
          <p className="visually-hidden antenna-rules__outcome" role="status">
            {removed === null ? '' : t(`${words}.removed`, { value: removed })}
          </p>
        </>
      )}
    </ResourceStates>
  );

  return (
    <section
      ref={rootRef}
      className="organise-section antenna-rules"
      aria-labelledby={headingId}
      aria-describedby={hintId}
    >
      <h2 id={headingId} className="organise-section__heading">
        {t(exclude ? `${words}.excludedHeading` : `${words}.heading`)}
      </h2>
      <p id={hintId} className="organise-hint antenna-rules__hint">
        {t(exclude ? `${words}.excludedHint` : `${words}.hint`)}
      </p>
      {body}
    </section>
  );
}
