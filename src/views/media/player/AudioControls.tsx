/**
 * The audio player's controls bar: play/pause, the seek slider, the time, the mute switch and the volume slider,
 * the optional expand button and a link to the file. Each control only reports to the chart; what it shows
 * comes from the chart's state.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from '../../../i18n/react';
import { formatPlayerTime, VOLUME_STEP } from '../../../machines/audio-player-rules';
import type { AudioPlayerActor, AudioPlayerSnapshot } from '../../../machines/audio-player.machine';
import { audioFailed, audioWantsPlaying } from '../../../machines/audio-player-status';
import { PlayerIcon } from './player-icons';
import { PlayerSlider, type SliderArrowKey } from './PlayerSlider';

export interface AudioControlsProps {
  actor: AudioPlayerActor;
  src: string;
  /** the viewer's button; the current position goes along */
  onExpand?: (currentTime: number) => void;
}

/** The seek slider's finest step, in seconds (a drag lands anywhere; the value text shows whole seconds). */
const SEEK_SLIDER_STEP = 0.01;

const selectTime = (snapshot: AudioPlayerSnapshot) => snapshot.context.currentTime;
const selectDuration = (snapshot: AudioPlayerSnapshot) => snapshot.context.duration;
const selectVolume = (snapshot: AudioPlayerSnapshot) => snapshot.context.volume;
const selectMuted = (snapshot: AudioPlayerSnapshot) => snapshot.context.muted;

export function AudioControls({ actor, src, onExpand }: AudioControlsProps) {
  const { t } = useTranslation();
  const wantsPlaying = useSelector(actor, audioWantsPlaying);
  const failed = useSelector(actor, audioFailed);
  const currentTime = useSelector(actor, selectTime);
  const duration = useSelector(actor, selectDuration);
  const volume = useSelector(actor, selectVolume);
  const muted = useSelector(actor, selectMuted);

  const current = formatPlayerTime(currentTime);
  const total = formatPlayerTime(duration ?? 0);
  const percent = Math.round(volume * 100);
  const playLabel = wantsPlaying ? t('player.pause') : t('player.play');

  // the volume slider's arrows all move the level (the player's left/right would seek); its Home and End go to
  // the ends through the slider. The seek slider's arrows are the player's keys, as anywhere in the player.
  const volumeArrow = (key: SliderArrowKey) => {
    const up = key === 'ArrowUp' || key === 'ArrowRight';
    actor.send({ type: 'VOLUME_BY', delta: up ? VOLUME_STEP : -VOLUME_STEP });
    actor.send({ type: 'ACTIVITY' });
  };
  // the slider holds the level in percent (its whole steps are the value announced)
  const setLevel = (level: number) => {
    actor.send({ type: 'SET_VOLUME', volume: level / 100 });
    actor.send({ type: 'ACTIVITY' });
  };

  return (
    <div className="audio-player__controls">
      <PlayerSlider
        className="audio-player__seek"
        label={t('player.seek')}
        value={currentTime}
        max={duration ?? 0}
        step={SEEK_SLIDER_STEP}
        valueText={t('player.time', { current, total })}
        onDragStart={(time) => {
          actor.send({ type: 'SEEK_START', time });
          actor.send({ type: 'ACTIVITY' });
        }}
        onDrag={(time) => actor.send({ type: 'SCRUB', time })}
        onDragEnd={() => actor.send({ type: 'SEEK_END' })}
        onArrowKey={(key) => actor.send({ type: 'KEY', key })}
      />
      <div className="audio-player__bar">
        <button
          type="button"
          className="audio-player__button"
          aria-label={playLabel}
          title={playLabel}
          disabled={failed}
          onClick={() => actor.send({ type: wantsPlaying ? 'PAUSE' : 'PLAY' })}
        >
          <PlayerIcon name={wantsPlaying ? 'pause' : 'play'} />
        </button>
        <button
          type="button"
          className="audio-player__button"
          aria-label={t('player.mute')}
          aria-pressed={muted}
          title={muted ? t('player.unmute') : t('player.mute')}
          onClick={() => actor.send({ type: 'TOGGLE_MUTE' })}
        >
          <PlayerIcon name={muted || volume === 0 ? 'muted' : 'volume'} />
        </button>
        <PlayerSlider
          className={`audio-player__volume${muted ? ' audio-player__volume--muted' : ''}`}
          label={t('player.volume')}
          value={volume * 100}
          max={100}
          step={1}
          valueText={muted ? t('player.volumeMuted', { percent }) : t('player.volumeLevel', { percent })}
          onDragStart={setLevel}
          onDrag={setLevel}
          onArrowKey={volumeArrow}
        />
        <span className="audio-player__time">
          {current} / {total}
        </span>
        <span className="audio-player__spacer" />
        {onExpand && (
          <button
            type="button"
            className="audio-player__button"
            aria-label={t('player.expand')}
            title={t('player.expand')}
            onClick={() => {
              actor.send({ type: 'PAUSE' });
              onExpand(actor.getSnapshot().context.currentTime);
            }}
          >
            <PlayerIcon name="expand" />
          </button>
        )}
        <a
          className="audio-player__button"
          href={src}
          download
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('player.download')}
          title={t('player.download')}
        >
          <PlayerIcon name="download" />
        </a>
      </div>
    </div>
  );
}
