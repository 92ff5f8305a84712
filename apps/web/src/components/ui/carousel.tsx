import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import type EmblaCarousel from 'embla-carousel';
import type { EmblaCarouselType } from 'embla-carousel';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';
import { CAROUSEL } from '@/lib/config';

export interface CarouselProps {
  /** One node per slide. */
  slides: ReactNode[];
  /** Names the carousel region. */
  label: string;
  /** Wrap from the last slide to the first (default true). */
  loop?: boolean;
  className?: string;
}

type Move = (api: EmblaCarouselType) => void;

let embla: Promise<{ default: typeof EmblaCarousel }> | undefined;

/**
 * embla is fetched the first time a visitor reaches for a carousel, not with the
 * page: until then the slides are plain links showing the first one, which is all a page needs to
 * paint and all a visitor who never touches the carousel uses (decision 0007).
 */
function loadEmbla() {
  embla ??= import('embla-carousel').catch((error: unknown) => {
    embla = undefined; // The next gesture tries again.
    throw error;
  });
  return embla;
}

/**
 * A swipeable row of slides (embla) with the controls of spec §2: "Previous slide" / "Next slide"
 * buttons, "Go to slide N" dots only when there is more than one slide, and ArrowLeft/ArrowRight.
 * Drag threshold and duration are spec §9's CAROUSEL constants.
 *
 * embla starts when the pointer enters the carousel, a finger or button goes down on it, or it gets
 * focus. A button, dot or arrow key used before it is ready takes effect when it is; a swipe made
 * before then (embla did not see it start) moves one slide when the finger lifts.
 */
export function Carousel({ slides, label, loop = true, className }: CarouselProps) {
  const { t } = useTranslation();
  const viewportRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [api, setApi] = useState<EmblaCarouselType>();
  const pendingMove = useRef<Move | null>(null);
  const early = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const many = slides.length > 1;
  // Embla starts at slide 0; later changes arrive through its events.
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(loop && many);
  const [canNext, setCanNext] = useState(many);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!wanted || !viewport) return;
    let instance: EmblaCarouselType | undefined;
    let active = true;
    loadEmbla().then(
      ({ default: EmblaCarousel }) => {
        if (!active) return;
        instance = EmblaCarousel(viewport, {
          loop,
          dragThreshold: CAROUSEL.dragThreshold,
          duration: CAROUSEL.duration,
        });
        // A new instance (also when `loop` changes) starts at slide 0.
        setSelected(instance.selectedScrollSnap());
        setCanPrev(instance.canScrollPrev());
        setCanNext(instance.canScrollNext());
        setApi(instance);
      },
      () => {
        // Offline or a failed request: the slides stay plain links, the next gesture tries again.
        // Not reported: it is the visitor's connection, and importing the reporter here would
        // split a shared chunk off the entry (one more request on every page).
        if (!active) return;
        pendingMove.current = null;
        setWanted(false);
      },
    );
    return () => {
      active = false;
      instance?.destroy();
      setApi(undefined);
    };
  }, [wanted, loop]);

  const sync = useCallback(() => {
    if (!api) return;
    setSelected(api.selectedScrollSnap());
    setCanPrev(api.canScrollPrev());
    setCanNext(api.canScrollNext());
  }, [api]);

  useEffect(() => {
    if (!api) return;
    api.on('select', sync).on('reInit', sync);
    // A move asked for while embla loaded, now that its result is listened to.
    const move = pendingMove.current;
    pendingMove.current = null;
    move?.(api);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api, sync]);

  const start = () => setWanted(true);
  const run = (move: Move) => {
    if (api) return move(api);
    pendingMove.current = move;
    start();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      run((a) => a.scrollPrev());
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      run((a) => a.scrollNext());
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start();
    swiped.current = false;
    early.current = api ? null : { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const down = early.current;
    early.current = null;
    if (!down || down.pointerId !== event.pointerId) return;
    const dx = event.clientX - down.x;
    if (Math.abs(dx) <= CAROUSEL.dragThreshold || Math.abs(dx) <= Math.abs(event.clientY - down.y))
      return;
    swiped.current = true;
    run(dx < 0 ? (a) => a.scrollNext() : (a) => a.scrollPrev());
  };
  // As embla does after a drag: the swipe does not also follow the slide's link.
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (!swiped.current) return;
    swiped.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onPointerEnter={start}
      onFocus={start}
      className={className}
    >
      <div
        ref={viewportRef}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (early.current = null)}
        onClickCapture={onClickCapture}
        className="overflow-hidden rounded-xl"
      >
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              // Slides are positional: the same index is the same slide for the carousel's life.
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={t('ui.carousel.slide', { index: index + 1, total: slides.length })}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {many ? (
        <div className="mt-s flex items-center justify-center gap-s">
          <button
            type="button"
            onClick={() => run((a) => a.scrollPrev())}
            disabled={!canPrev}
            aria-label={t('ui.carousel.previous')}
            className="flex size-32 items-center justify-center rounded-full text-gray-70 hover:bg-gray-10 disabled:opacity-40"
          >
            <ChevronLeftIcon size={18} />
          </button>
          <div className="flex">
            {slides.map((_, index) => (
              <button
                // One dot per slide position.
                key={index}
                type="button"
                onClick={() => run((a) => a.scrollTo(index))}
                aria-label={t('ui.carousel.goTo', { index: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                className="group flex size-24 items-center justify-center"
              >
                <span
                  className={cn(
                    'block h-6 rounded-full transition-all duration-200',
                    index === selected
                      ? 'w-18 bg-primary'
                      : 'w-6 bg-gray-40 group-hover:bg-gray-60',
                  )}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => run((a) => a.scrollNext())}
            disabled={!canNext}
            aria-label={t('ui.carousel.next')}
            className="flex size-32 items-center justify-center rounded-full text-gray-70 hover:bg-gray-10 disabled:opacity-40"
          >
            <ChevronRightIcon size={18} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
