/**
 * The add form of one side of an antenna's domains, hashtags or keywords: the one-field form chart
 * (machines/title-form.machine.ts) with its save adding what was typed (antenna-rules.ts). A blank entry is not
 * sent; the server's refusal (a keyword too short, one already there, a limit passed) shows beside the field and
 * what was typed stays; once added, the field empties. The chart is made once for the form's life.
 */
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { titleFormMachine } from '../../machines/title-form.machine';
import { useAppServices } from '../app-services/app-services';
import type { TitleForm } from '../collections/use-title-form';
import { addAntennaRule, type RuleServices, type RuleTarget } from './antenna-rules';

export function ruleFormChart(services: RuleServices, target: RuleTarget) {
  return titleFormMachine.provide({
    actors: {
      save: fromPromise<unknown, { title: string }>(({ input }) => addAntennaRule(services, target, input.title)),
    },
  });
}

export function useRuleForm(target: RuleTarget): TitleForm {
  const services = useAppServices();
  const [machine] = useState(() => ruleFormChart(services, target));
  const [snapshot, send] = useMachine(machine, { input: { text: '', clearOnSave: true } });
  return { snapshot, send };
}
