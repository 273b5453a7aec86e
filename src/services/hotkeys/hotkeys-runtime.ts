/**
 * The keyboard shortcuts at work (downloaded by hotkeys-listener.ts): the hotkeys chart, told each key with
 * where it was pressed (signed in or not, the layout, the focused post), and its commands run by
 * hotkey-effects.ts. A key the chart acted on or took into its sequence has its browser default stopped
 * (`/` is not typed into the search field it focuses); any other key passes through untouched.
 */
import { createActor } from 'xstate';
import { hotkeysMachine } from '../../machines/hotkeys.machine';
import type { HotkeyCommand } from '../../machines/hotkeys-rules';
import { performHotkey, type HotkeyDeps } from './hotkey-effects';
import type { HotkeysRuntime } from './hotkeys-listener';
import { nothingFocused, postPlace } from './focused-post';

export function startHotkeysRuntime(deps: HotkeyDeps): HotkeysRuntime {
  // the chart's actions only note what it decided; the effects run once it has settled (an effect may start
  // other actors, such as a status action, which must not run inside this chart's transition)
  let commands: HotkeyCommand[] = [];
  let taken = false;
  const actor = createActor(
    hotkeysMachine.provide({
      actions: {
        perform: (_, { command }) => {
          taken = true;
          commands.push(command);
        },
        consume: () => {
          taken = true;
        },
      },
    }),
  ).start();
  return {
    handle(input) {
      const services = deps.services();
      commands = [];
      taken = false;
      actor.send({
        type: 'KEY',
        key: input.key,
        shift: input.shiftKey,
        place: {
          signedIn: services.me !== null,
          multiColumn: services.layout === 'multi-column',
          post: postPlace(input.target),
          unfocused: nothingFocused(input.target),
        },
      });
      if (taken) input.preventDefault();
      for (const command of commands) performHotkey(deps, command, input.target);
    },
    stop: () => actor.stop(),
  };
}
