import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { useTranslation } from 'react-i18next';
import { CAROUSEL } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';

export interface CarouselProps {
  /** One node per slide. */
  slides: ReactNode[];
  /** Names the carousel region. */
  label: string;
  /** Wrap from the last slide to the first (default true). */
  loop?: boolean;
  className?: string;
}

/**
 * True from the first task after the carousel has been painted. Embla measures its slides when it
 * starts, which forces a layout; started with the first render that layout would lengthen the task
 * that puts the whole page on screen (the slides are plain links until then).
 */
function useStartAfterPaint() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setStarted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return started;
}

/**
 * A swipeable row of slides (embla) with the controls of spec §2: "Previous slide" / "Next slide"
 * buttons, "Go to slide N" dots only when there is more than one slide, and ArrowLeft/ArrowRight.
 * Drag threshold and duration are spec §9's CAROUSEL constants.
 */
export function Carousel({ slides, label, loop = true, className }: CarouselProps) {
  const { t } = useTranslation();
  const [viewportRef, api] = useEmblaCarousel({
    loop,
    dragThreshold: CAROUSEL.dragThreshold,
    duration: CAROUSEL.duration,
  });
  const started = useStartAfterPaint();
  const many = slides.length > 1;
  // Embla starts at slide 0; later changes arrive through its events.
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(loop && many);
  const [canNext, setCanNext] = useState(many);

  const sync = useCallback(() => {
    if (!api) return;
    setSelected(api.selectedScrollSnap());
    setCanPrev(api.canScrollPrev());
    setCanNext(api.canScrollNext());
  }, [api]);

  useEffect(() => {
    if (!api) return;
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api, sync]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      api?.scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      api?.scrollNext();
    }
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={className}
    >
      <div ref={started ? viewportRef : undefined} className="overflow-hidden rounded-xl">
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
            onClick={() => api?.scrollPrev()}
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
                onClick={() => api?.scrollTo(index)}
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
            onClick={() => api?.scrollNext()}
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
