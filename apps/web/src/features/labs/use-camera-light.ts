import { useCallback, useEffect, useRef, useState } from 'react';
import {
  estimateLux,
  exposureOf,
  frameStats,
  type CameraEstimate,
} from '@/features/labs/camera-light';

export type CameraStatus = 'idle' | 'starting' | 'running' | 'denied' | 'unavailable' | 'failed';

/** Frames read per second: enough for a 2 s steadiness window, light on the battery. */
const FRAMES_PER_SECOND = 4;
/** The frame is shrunk to this before reading: the mean needs no detail. */
const SAMPLE_SIZE = { width: 64, height: 48 } as const;

/** Why getUserMedia failed, as the screen explains it. */
export function cameraFailure(
  error: unknown,
): Exclude<CameraStatus, 'idle' | 'starting' | 'running'> {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'unavailable';
  return 'failed';
}

/**
 * The back camera as a light meter: `start()` asks for it (a tap, so the permission prompt comes
 * when the shopper expects it), then four times a second the frame is shrunk, its luminance read
 * and turned into lux with the exposure the track reports (camera-light.ts). `stop()` (and
 * leaving the screen) turns the camera off.
 */
export function useCameraLight() {
  const [status, setStatus] = useState<CameraStatus>('idle');
  const [estimate, setEstimate] = useState<CameraEstimate | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<number | null>(null);

  const stop = useCallback(() => {
    if (timerRef.current !== null) window.clearInterval(timerRef.current);
    timerRef.current = null;
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setEstimate(null);
    setStatus((current) => (current === 'running' || current === 'starting' ? 'idle' : current));
  }, []);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setStatus('unavailable');
      return;
    }
    setStatus('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
    } catch (error) {
      setStatus(cameraFailure(error));
      return;
    }
    streamRef.current = stream;
    const video = videoRef.current;
    const [track] = stream.getVideoTracks();
    if (!video || !track) {
      stop();
      setStatus('failed');
      return;
    }
    video.srcObject = stream;
    await video.play().catch(() => undefined);
    const canvas = document.createElement('canvas');
    canvas.width = SAMPLE_SIZE.width;
    canvas.height = SAMPLE_SIZE.height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) {
      stop();
      setStatus('failed');
      return;
    }
    setStatus('running');
    timerRef.current = window.setInterval(() => {
      if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return;
      context.drawImage(video, 0, 0, SAMPLE_SIZE.width, SAMPLE_SIZE.height);
      const { data } = context.getImageData(0, 0, SAMPLE_SIZE.width, SAMPLE_SIZE.height);
      // Settings are read each frame: under auto exposure they change with the light.
      const settings = track.getSettings() as MediaTrackSettings & {
        exposureTime?: number;
        iso?: number;
      };
      setEstimate(estimateLux(frameStats(data), exposureOf(settings)));
    }, 1_000 / FRAMES_PER_SECOND);
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { status, estimate, start, stop, videoRef };
}
