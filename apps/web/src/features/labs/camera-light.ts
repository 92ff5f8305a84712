/*
 * The camera's estimate of the light where a plant stands (decision 0020). The shopper lays a
 * sheet of white paper there and fills the frame with it; the paper's luminance, read from the
 * frame and the exposure the camera used, gives the light falling on it:
 *
 *   L = K · N² / (t · S) · (Y / Y_MID)     reflected-light meter equation (ISO 2720)
 *   E = π · L / ρ                          a matte (Lambertian) sheet of reflectance ρ
 *
 * Y is the frame's mean relative luminance (Rec. 709 weights on linearised sRGB), t the exposure
 * time, S the ISO, N the aperture. Pure functions, tested with synthetic frames.
 */

/** Reflected-light meter calibration constant K, cd·s/m² (ISO 2720; Canon, Nikon, Sekonic use 12.5). */
export const METER_K = 12.5;
/** The relative luminance a metered surface is rendered at: middle grey (18 %). */
export const MIDDLE_GREY = 0.18;
/**
 * Phones do not report their aperture; main cameras of the last years are f/1.5–f/2.2. f/1.8 is
 * the middle: the unknown alone moves the result by −31 %…+49 %.
 */
export const PHONE_APERTURE = 1.8;
/** White office paper reflects about 80 % (ISO brightness paper is 0.8–0.9). */
export const PAPER_REFLECTANCE = 0.8;
/** A channel at or above this is clipped: the paper is brighter than the frame can hold. */
const CLIP_LEVEL = 250;
/** More than this share of clipped pixels makes the estimate a lower bound. */
const CLIPPED_SHARE = 0.2;

/**
 * Without the exposure (auto exposure hides it), the frame's brightness is all there is. Auto
 * exposure cancels most of a change in light, so the model is a steep power law around the middle
 * of indoor light. Both constants are assumptions, not measurements (decision 0020): they make a
 * middle-grey frame read 1,000 lx (the geometric middle of the 100–10,000 lx that phones expose
 * without clipping) and a frame twice as bright read eight times the light.
 */
export const AUTO_EXPOSURE_MODEL = { middleLux: 1_000, gamma: 3 } as const;

/** The stated uncertainty: a factor either way (1.5 = −33 %…+50 %; 3 = a third to three times). */
export const ESTIMATE_FACTOR = { exposure: 1.5, auto: 3 } as const;

const SRGB_TO_LINEAR = Float64Array.from({ length: 256 }, (_, i) => {
  const v = i / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
});

export interface FrameStats {
  /** Mean relative luminance, 0…1 (linear light). */
  luminance: number;
  /** Share of pixels with a channel at the top of the range, 0…1. */
  clipped: number;
}

/** Mean relative luminance of RGBA pixels (Rec. 709 weights on linearised sRGB), and clipping. */
export function frameStats(rgba: ArrayLike<number>): FrameStats {
  const pixels = Math.floor(rgba.length / 4);
  if (pixels === 0) return { luminance: 0, clipped: 0 };
  let sum = 0;
  let clipped = 0;
  for (let i = 0; i < pixels * 4; i += 4) {
    const r = rgba[i]!;
    const g = rgba[i + 1]!;
    const b = rgba[i + 2]!;
    sum += 0.2126 * SRGB_TO_LINEAR[r]! + 0.7152 * SRGB_TO_LINEAR[g]! + 0.0722 * SRGB_TO_LINEAR[b]!;
    if (Math.max(r, g, b) >= CLIP_LEVEL) clipped += 1;
  }
  return { luminance: sum / pixels, clipped: clipped / pixels };
}

export interface Exposure {
  /** Seconds. */
  exposureTime: number;
  iso: number;
}

/**
 * The exposure a video track reports (Image Capture: `exposureTime` in 100 µs units, `iso`), or
 * null when it reports neither fully — then the camera is on auto exposure we cannot see.
 */
export function exposureOf(settings: { exposureTime?: unknown; iso?: unknown }): Exposure | null {
  const { exposureTime, iso } = settings;
  if (typeof exposureTime !== 'number' || typeof iso !== 'number') return null;
  if (!(exposureTime > 0) || !(iso > 0) || !Number.isFinite(exposureTime + iso)) return null;
  return { exposureTime: exposureTime / 10_000, iso };
}

export interface CameraEstimate {
  lux: number;
  /** The reading may be this factor too high or too low. */
  factor: number;
  /** 'exposure': corrected by the reported exposure; 'auto': from brightness alone. */
  method: 'exposure' | 'auto';
  /** Too much of the frame was clipped: the light is at least this. */
  atLeast: boolean;
}

/** Lux on the paper from a frame's luminance at a known exposure (the equations above). */
export function luxFromExposure(luminance: number, exposure: Exposure): number {
  const paperLuminance =
    ((METER_K * PHONE_APERTURE ** 2) / (exposure.exposureTime * exposure.iso)) *
    (luminance / MIDDLE_GREY);
  return (Math.PI * paperLuminance) / PAPER_REFLECTANCE;
}

/** Lux from a frame's luminance alone, under auto exposure (AUTO_EXPOSURE_MODEL). */
export function luxFromAutoExposure(luminance: number): number {
  return AUTO_EXPOSURE_MODEL.middleLux * (luminance / MIDDLE_GREY) ** AUTO_EXPOSURE_MODEL.gamma;
}

/** The camera's estimate for one frame, with how far it can be off. */
export function estimateLux(stats: FrameStats, exposure: Exposure | null): CameraEstimate {
  const atLeast = stats.clipped > CLIPPED_SHARE;
  if (exposure)
    return {
      lux: luxFromExposure(stats.luminance, exposure),
      factor: ESTIMATE_FACTOR.exposure,
      method: 'exposure',
      atLeast,
    };
  return {
    lux: luxFromAutoExposure(stats.luminance),
    factor: ESTIMATE_FACTOR.auto,
    method: 'auto',
    atLeast,
  };
}

/** A camera estimate is shown to two significant figures: more digits would claim a precision it has not. */
export function roughLux(lux: number): number {
  if (!(lux > 0)) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(lux)) - 1);
  return Math.round(lux / step) * step;
}
