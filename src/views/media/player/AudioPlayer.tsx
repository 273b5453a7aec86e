/**
 * An audio attachment's player, run by the audio player chart (machines/audio-player.machine.ts; its effects on
 * the <audio> element in services/media/audio-player-effects.ts). The view renders the chart's state and turns
 * the pointer's, the focus's and the keyboard's events into chart events; the element's own events and state reach
 * the chart through services/media/audio-element-events.ts, attached with the element.
 *
 * Look: a box in the attachment's background colour with the poster as a round picture in the middle, the
 * visualiser around it in the accent colour, and the controls along the bottom in the foreground colour (the
 * colours are checked hex values from the chart, so server text never reaches a style). The controls fade out
 * while playing without activity, but stay in the keyboard order, and focus inside brings them back.
 */
import { useActorRef, useSelector } from '@xstate/react';
import {
  useCallback,
  useEffect,
  useId,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from '../../../i18n/react';
import { audioKeyCommand } from '../../../machines/audio-player-rules';
import type { AudioPlayerInput, AudioPlayerSnapshot } from '../../../machines/audio-player.machine';
import { audioControlsShown, audioFailed } from '../../../machines/audio-player-status';
import { followAudioElement } from '../../../services/media/audio-element-events';
import { audioPlayerChart } from '../../../services/media/audio-player-effects';
import { loadPlayerPreferences } from '../../../services/media/player-preferences';
import { reducedMotion } from '../../../services/settings/reduced-motion';
import { AudioControls } from './AudioControls';
import { AudioVisualiser } from './AudioVisualiser';
import { useReducedMotionChanges } from './reduced-motion';
import './audio-player.css';

export interface AudioPlayerProps {
  src: string;
  /** the attachment's preview, shown as the round picture */
  poster: string | null;
  /** the attachment's description */
  alt: string | null;
  /** the description's language */
  lang?: string | null;
  /** seconds, from the attachment's meta, until the element reports its own */
  duration: number | null;
  colours: { background?: string | null; foreground?: string | null; accent?: string | null } | null;
  /** play as soon as the audio has loaded */
  startPlaying?: boolean;
  /** where playback starts, in seconds (a player handing over) */
  startTime?: number;
  /** the button to open the media viewer is shown when given; it gets the current position */
  onExpand?: (currentTime: number) => void;
  /** the playback position as it changes, in seconds (the media viewer keeps it) */
  onProgress?: (currentTime: number) => void;
}

const selectColours = (snapshot: AudioPlayerSnapshot) => snapshot.context.colours;
const selectCurrentTime = (snapshot: AudioPlayerSnapshot) => snapshot.context.currentTime;

/** Space and Enter on a button or link press it; the player leaves those to the control. */
function pressesControl(event: KeyboardEvent<HTMLElement>): boolean {
  if (event.key !== ' ' && event.key !== 'Enter') return false;
  return event.target instanceof Element && event.target.closest('button, a[href]') !== null;
}

/**
 * Focus that keeps the controls shown: keyboard focus (the browser shows its ring), not the focus a mouse click
 * leaves on a button, which would otherwise keep them up for as long as the reader listens.
 */
function keyboardFocus(target: EventTarget): boolean {
  try {
    return target instanceof Element && target.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** A new source is a new player: the chart's input is read once. */
export function AudioPlayer(props: AudioPlayerProps) {
  return <AudioPlayerBox key={props.src} {...props} />;
}

export default AudioPlayer;

function AudioPlayerBox({
  src,
  poster,
  alt,
  lang,
  duration,
  colours,
  startPlaying,
  startTime,
  onExpand,
  onProgress,
}: AudioPlayerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [{ machine, attachElement }] = useState(() => audioPlayerChart());
  const [input] = useState<AudioPlayerInput>(() => ({
    src,
    poster,
    duration,
    colours,
    startPlaying: startPlaying === true,
    startTime,
    reducedMotion: reducedMotion(),
    preferences: loadPlayerPreferences(),
  }));
  const actor = useActorRef(machine, { input });
  // the effects act on the element, and the chart follows it: its events and the state it is already in
  const attachAudio = useCallback(
    (element: HTMLAudioElement | null) => {
      attachElement(element);
      if (element === null) return undefined;
      const stopFollowing = followAudioElement(element, (event) => actor.send(event));
      return () => {
        stopFollowing();
        attachElement(null);
      };
    },
    [attachElement, actor],
  );
  const controlsShown = useSelector(actor, audioControlsShown);
  const failed = useSelector(actor, audioFailed);
  const playing = useSelector(actor, (snapshot) => snapshot.matches({ playback: 'playing' }));
  const palette = useSelector(actor, selectColours);
  const currentTime = useSelector(actor, selectCurrentTime);
  useEffect(() => onProgress?.(currentTime), [onProgress, currentTime]);

  useReducedMotionChanges(useCallback((reduce) => actor.send({ type: 'REDUCED_MOTION', reduce }), [actor]));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (pressesControl(event)) return;
    const modified = event.ctrlKey || event.altKey || event.metaKey;
    // every key counts as activity; the ones the player answers are its own, not the page's (nor the feed's)
    actor.send({ type: 'KEY', key: event.key, modified });
    if (audioKeyCommand(event.key, modified) === null) return;
    event.preventDefault();
    event.stopPropagation();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      actor.send({ type: 'FOCUS_WITHIN', inside: false });
    }
  };

  const style = {
    '--audio-background': palette.background,
    '--audio-foreground': palette.foreground,
    '--audio-accent': palette.accent,
  } as CSSProperties;

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the player's keyboard: keys from its controls bubble here (its shortcut keys); pointer movement and focus show the controls
    <div
      role="group"
      aria-labelledby={labelId}
      className={`audio-player${controlsShown ? '' : ' audio-player--controls-hidden'}`}
      data-state={playing ? 'playing' : 'paused'}
      style={style}
      onKeyDown={onKeyDown}
      onPointerMove={() => actor.send({ type: 'ACTIVITY' })}
      onPointerDown={() => actor.send({ type: 'ACTIVITY' })}
      onFocus={(event) => actor.send({ type: 'FOCUS_WITHIN', inside: keyboardFocus(event.target) })}
      onBlur={onBlur}
    >
      <span id={labelId} className="visually-hidden" lang={alt !== null ? (lang ?? undefined) : undefined}>
        {alt ?? t('player.audio')}
      </span>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- servers give audio no captions; the description names it */}
      <audio ref={attachAudio} className="audio-player__element" src={src} crossOrigin="anonymous" preload="metadata" />
      <div className="audio-player__stage" title={alt ?? undefined}>
        <AudioVisualiser actor={actor} accent={palette.accent} className="audio-player__visualiser" />
        {poster !== null && <img className="audio-player__poster" src={poster} alt="" decoding="async" />}
      </div>
      {/* present from the start, so the failure is announced when its text arrives */}
      <p className="audio-player__error" role="status">
        {failed ? t('player.error') : ''}
      </p>
      <AudioControls actor={actor} src={src} onExpand={onExpand} />
    </div>
  );
}
