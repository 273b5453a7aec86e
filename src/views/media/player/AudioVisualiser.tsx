/**
 * The audio player's visualiser: a decorative canvas behind the poster, redrawn whenever the chart's band levels
 * change (the chart reads the analyser every few milliseconds while playing, and keeps the bands silent when the
 * reader prefers reduced motion, so nothing moves then). It follows the actor directly rather than through React
 * state, so the frequent readings redraw the canvas without re-rendering the player.
 */
import { useEffect, useRef } from 'react';
import type { AudioPlayerActor } from '../../../machines/audio-player.machine';
import type { BandLevels } from '../../../machines/audio-visualiser';
import { drawVisualiser, VISUALISER_CANVAS_SIZE, type VisualiserContext } from './visualiser-drawing';

export interface AudioVisualiserProps {
  actor: AudioPlayerActor;
  /** the colour to draw in (a checked hex colour) */
  accent: string;
  className?: string;
}

export function AudioVisualiser({ actor, accent, className }: AudioVisualiserProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    let drawing: VisualiserContext | null = null;
    try {
      drawing = canvas?.getContext('2d') ?? null;
    } catch {
      drawing = null;
    }
    if (drawing === null) return;
    const context = drawing;
    let drawn: BandLevels | null = null;
    const draw = (bands: BandLevels) => {
      if (bands === drawn) return;
      drawn = bands;
      drawVisualiser(context, bands, accent);
      // the loudness drawn, for whoever checks that the visualiser moves (tests, tools)
      canvas!.dataset.level = String(Math.round(bands.reduce((sum, level) => sum + level, 0) * 1000) / 1000);
    };
    draw(actor.getSnapshot().context.bands);
    const subscription = actor.subscribe((snapshot) => draw(snapshot.context.bands));
    return () => subscription.unsubscribe();
  }, [actor, accent]);

  return (
    <canvas
      ref={canvasRef}
      className={className}
      width={VISUALISER_CANVAS_SIZE}
      height={VISUALISER_CANVAS_SIZE}
      aria-hidden="true"
    />
  );
}
