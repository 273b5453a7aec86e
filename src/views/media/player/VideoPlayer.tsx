/**
 * A video (or gifv) with its controls, run by the video player chart: the view only renders the chart's state
 * and turns the element's, the pointer's, the keyboard's and the full screen API's events into chart events.
 * Used inline in a post, in the media viewer and in the picture-in-picture corner.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import {
  controlsShown,
  videoFullScreen,
  videoPlaying,
  videoScrubbing,
  type VideoKind,
} from '../../../machines/video-player.machine';
import { formatPlayerTime, keyCommand } from '../../../machines/video-player-rules';
import { loadPlayerPreferences } from '../../../services/media/player-preferences';
import { videoPlayerChart } from '../../../services/media/video-player-effects';
import { reducedMotion } from '../../../services/settings/reduced-motion';
import { PlayerIcon } from './player-icons';
import './video-player.css';

export interface VideoHandover {
  currentTime: number;
  volume: number;
  muted: boolean;
}

/** What the expand button gives the media viewer it opens. */
export interface ExpandHandover {
  currentTime: number;
  /** the video was playing when the button was pressed (the viewer goes on playing) */
  playing: boolean;
  /** the viewer closed: this player goes to `time`, paused (nothing once the player is gone) */
  takeBack: (time: number) => void;
}

export interface VideoPlayerProps {
  kind: VideoKind;
  src: string;
  poster: string | null;
  alt: string | null;
  lang?: string | null;
  /** seconds, from the attachment's meta (0 or missing: the element tells) */
  duration?: number;
  frameRate?: number | null;
  startTime?: number;
  autoPlay?: boolean;
  /** the place offers picture-in-picture (a post in a feed, not the viewer) */
  pictureInPicture?: boolean;
  mobile?: boolean;
  /** width / height, so the box keeps its shape before the video loads */
  aspectRatio?: number;
  /** a playing video scrolled out of view and picture-in-picture may take it */
  onHandOver?: (state: VideoHandover) => void;
  /** the viewer's button (absent in the viewer itself): the position and playing state go along */
  onExpand?: (handover: ExpandHandover) => void;
  /** editable media mode (the composer's own upload): shown at once and never hidden */
  editable?: boolean;
  /** the player takes keyboard focus when it appears (it replaced the tile the reader pressed) */
  takeFocus?: boolean;
  /** playback position and volume as they change (the picture-in-picture chart keeps them) */
  onProgress?: (state: VideoHandover) => void;
}

/** Keys a focused control handles itself: the player leaves them to it. */
function keyBelongsToControl(event: KeyboardEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  if (target instanceof HTMLInputElement) return event.key !== 'Escape' && !/^[kmf]$/i.test(event.key);
  if (target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement) {
    return event.key === ' ' || event.key === 'Enter';
  }
  return false;
}

export function VideoPlayer(props: VideoPlayerProps) {
  const { t } = useTranslation();
  const { kind, src, poster, alt, lang, onHandOver, onExpand, onProgress } = props;
  const controlsRef = useRef<HTMLDivElement>(null);
  const [{ machine, attachVideo, attachBox, onRefused }] = useState(() => videoPlayerChart(kind));
  const [input] = useState(() => ({
    kind,
    preferences: loadPlayerPreferences(),
    duration: props.duration,
    frameRate: props.frameRate,
    startTime: props.startTime,
    autoPlay: props.autoPlay,
    reducedMotion: reducedMotion(),
    revealed: true,
    editable: props.editable,
    pictureInPicture: props.pictureInPicture,
    mobile: props.mobile,
  }));
  const actor = useActorRef(machine, { input });
  useEffect(() => onRefused(() => actor.send({ type: 'PAUSED' })), [actor, onRefused]);
  const boxRef = useRef<HTMLDivElement | null>(null);
  const setBox = useCallback(
    (element: HTMLDivElement | null) => {
      boxRef.current = element;
      attachBox(element);
    },
    [attachBox],
  );
  const view = useSelector(
    actor,
    (s) => ({
      playing: videoPlaying(s),
      fullScreen: videoFullScreen(s),
      controls: controlsShown(s),
      currentTime: s.context.currentTime,
      duration: s.context.duration,
      volume: s.context.volume,
      muted: s.context.muted,
    }),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );

  useEffect(() => actor.send({ type: 'LAYOUT', mobile: props.mobile === true }), [actor, props.mobile]);
  const { takeFocus } = props;
  useEffect(() => {
    if (takeFocus) boxRef.current?.focus();
  }, [takeFocus]);

  // the chart hands over to picture-in-picture; the position and volume go along
  useEffect(() => {
    const subscription = actor.on('pip.handover', ({ currentTime, volume, muted }) =>
      onHandOver?.({ currentTime, volume, muted }),
    );
    return () => subscription.unsubscribe();
  }, [actor, onHandOver]);
  useEffect(() => {
    onProgress?.({ currentTime: view.currentTime, volume: view.volume, muted: view.muted });
  }, [onProgress, view.currentTime, view.volume, view.muted]);

  // on screen or not (the chart checks at most every 150 ms)
  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) actor.send({ type: 'VISIBILITY', visible: entry.isIntersecting });
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [actor]);

  useEffect(() => {
    const changed = () =>
      actor.send({ type: 'FULLSCREEN_CHANGED', active: document.fullscreenElement === boxRef.current });
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, [actor]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (keyBelongsToControl(event)) return;
    const press = { key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey };
    const command = keyCommand(press);
    // Escape belongs to the page (a dialog closes) unless the player is full screen
    if (command === null || (command.type === 'EXIT_FULLSCREEN' && !view.fullScreen)) return;
    event.preventDefault();
    event.stopPropagation();
    actor.send({ type: 'KEY', ...press });
  };

  const takeBack = (time: number) => {
    if (actor.getSnapshot().status === 'active') actor.send({ type: 'HAND_BACK', time });
  };

  const seekTime = (event: PointerEvent<HTMLInputElement> | { currentTarget: HTMLInputElement }) =>
    Number(event.currentTarget.value);
  const sound = kind === 'video';
  const label = alt ?? t(kind === 'gifv' ? 'player.gifv' : 'player.video');
  const time = `${formatPlayerTime(view.currentTime)} / ${formatPlayerTime(view.duration)}`;

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the player's keyboard (its shortcut keys)
    <div
      ref={setBox}
      role="group"
      aria-label={label}
      tabIndex={-1}
      className={`video-player video-player--${kind}${view.controls ? ' video-player--controls' : ''}${
        view.fullScreen ? ' video-player--full-screen' : ''
      }`}
      style={props.aspectRatio ? { aspectRatio: String(props.aspectRatio) } : undefined}
      data-state={view.playing ? 'playing' : 'paused'}
      onKeyDown={onKeyDown}
      onPointerMove={() => actor.send({ type: 'POINTER_MOVE' })}
      onPointerLeave={() => actor.send({ type: 'POINTER_LEAVE' })}
      // focus inside the controls keeps them shown (focus on the player itself does not)
      onFocus={(event) => {
        if (controlsRef.current?.contains(event.target)) actor.send({ type: 'FOCUS_ENTER' });
      }}
      onBlur={(event) => {
        const controls = controlsRef.current;
        if (controls?.contains(event.target) && !controls.contains(event.relatedTarget as Node | null))
          actor.send({ type: 'FOCUS_LEAVE' });
      }}
    >
      {/* the controls below name and drive the video; clicks on the picture toggle play (twice: full screen) */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={attachVideo}
        className="video-player__video"
        src={src}
        poster={poster ?? undefined}
        lang={lang ?? undefined}
        title={alt ?? undefined}
        aria-label={label}
        playsInline
        preload="metadata"
        loop={kind === 'gifv'}
        muted={kind === 'gifv' || undefined}
        onClick={() => actor.send({ type: 'CLICK' })}
        onPlaying={() => actor.send({ type: 'PLAYING' })}
        onPause={() => actor.send({ type: 'PAUSED' })}
        onEnded={() => actor.send({ type: 'ENDED' })}
        onTimeUpdate={(event) => actor.send({ type: 'TIME_UPDATE', currentTime: event.currentTarget.currentTime })}
        onDurationChange={(event) => {
          const duration = event.currentTarget.duration;
          if (Number.isFinite(duration)) actor.send({ type: 'DURATION', duration });
        }}
      />
      {!view.playing && (
        <button
          type="button"
          className="video-player__big-play"
          aria-label={t('player.play')}
          tabIndex={-1}
          onClick={() => actor.send({ type: 'TOGGLE_PLAY' })}
        >
          <PlayerIcon name="play" />
        </button>
      )}
      <div ref={controlsRef} className="video-player__controls">
        <input
          type="range"
          className="video-player__seek"
          aria-label={t('player.seek')}
          aria-valuetext={t('player.time', {
            current: formatPlayerTime(view.currentTime),
            total: formatPlayerTime(view.duration),
          })}
          min={0}
          max={view.duration || 0}
          step="any"
          value={Math.min(view.currentTime, view.duration || 0)}
          onPointerDown={(event) => actor.send({ type: 'SCRUB_START', time: seekTime(event) })}
          onPointerUp={() => actor.send({ type: 'SCRUB_END' })}
          onPointerCancel={() => actor.send({ type: 'SCRUB_END' })}
          onChange={(event) => {
            const time = seekTime(event);
            actor.send(videoScrubbing(actor.getSnapshot()) ? { type: 'SCRUB_MOVE', time } : { type: 'SEEK_TO', time });
          }}
        />
        <div className="video-player__bar">
          <button
            type="button"
            className="video-player__button"
            aria-label={view.playing ? t('player.pause') : t('player.play')}
            onClick={() => actor.send({ type: 'TOGGLE_PLAY' })}
          >
            <PlayerIcon name={view.playing ? 'pause' : 'play'} />
          </button>
          {sound && (
            <>
              <button
                type="button"
                className="video-player__button"
                aria-label={t('player.mute')}
                aria-pressed={view.muted}
                onClick={() => actor.send({ type: 'TOGGLE_MUTE' })}
              >
                <PlayerIcon name={view.muted || view.volume === 0 ? 'muted' : 'volume'} />
              </button>
              <input
                type="range"
                className="video-player__volume"
                aria-label={t('player.volume')}
                min={0}
                max={1}
                step={0.05}
                value={view.muted ? 0 : view.volume}
                onChange={(event) => actor.send({ type: 'VOLUME_SET', volume: Number(event.currentTarget.value) })}
              />
            </>
          )}
          <span className="video-player__time" aria-hidden="true">
            {time}
          </span>
          <span className="video-player__spacer" />
          {onExpand && (
            <button
              type="button"
              className="video-player__button"
              aria-label={t('player.expand')}
              onClick={() => {
                const playing = videoPlaying(actor.getSnapshot());
                if (playing) actor.send({ type: 'TOGGLE_PLAY' });
                onExpand({ currentTime: actor.getSnapshot().context.currentTime, playing, takeBack });
              }}
            >
              <PlayerIcon name="expand" />
            </button>
          )}
          <button
            type="button"
            className="video-player__button"
            aria-label={view.fullScreen ? t('player.exitFullScreen') : t('player.fullScreen')}
            aria-pressed={view.fullScreen}
            onClick={() => actor.send({ type: 'TOGGLE_FULLSCREEN' })}
          >
            <PlayerIcon name={view.fullScreen ? 'exitFullScreen' : 'fullScreen'} />
          </button>
        </div>
      </div>
    </div>
  );
}

export default VideoPlayer;
